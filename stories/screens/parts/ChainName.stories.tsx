import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Address, Chip } from '../../../src/primitives';
import { ChainName } from '../../../src/screens/parts/ChainName';
import { evmAddress } from '../../fixtures';

const meta = {
  title: 'Screens/Parts/ChainName',
  component: ChainName,
  args: { chainId: 1 },
  decorators: [
    (Story) => (
      <div className="sg:max-w-[26rem] sg:p-4 sg:text-foreground">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChainName>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A supported mainnet, inline (a review's detail row): its mark and name, no chip. */
export const Mainnet: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Ethereum')).toBeVisible();
    const part = canvasElement.querySelector('[data-slot="chain-name"]');
    // The mark is decorative: the name says which chain it is.
    await expect(part?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(part).toHaveTextContent(/^Ethereum$/);
  },
};

/** The three sizes side by side: inline in a review (`sm`), a list row (`md`), a card's head (`lg`). */
export const Sizes: Story = {
  render: () => (
    <div className="sg:grid sg:gap-4">
      <ChainName chainId={8453} size="sm" />
      <ChainName chainId={8453} size="md" />
      <ChainName chainId={8453} size="lg" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByText('Base')).toHaveLength(3);
    const parts = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="chain-name"]')];
    await expect(parts.map((part) => part.dataset.size)).toEqual(['sm', 'md', 'lg']);
    const marks = parts.map((part) => part.querySelector('svg')?.getBoundingClientRect().width);
    await expect(marks).toEqual([16, 28, 24]);
  },
};

/** A test network: "Testnet" beside the name in a row or a card; inline in a review only when asked for. */
export const Testnet: Story = {
  render: () => (
    <div className="sg:grid sg:gap-4">
      <ChainName chainId={84532} size="md" />
      <ChainName chainId={11155111} size="lg" />
      <ChainName chainId={84532} />
      <ChainName chainId={84532} testnetChip />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const parts = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="chain-name"]')];
    await expect(parts.map((part) => part.textContent)).toEqual([
      'Base SepoliaTestnet',
      'SepoliaTestnet',
      'Base Sepolia',
      'Base SepoliaTestnet',
    ]);
  },
};

/** A chain outside the supported ten is named by its id, beside a wallet glyph; an unknown Ethereum chain is Ethereum. */
export const UnknownChain: Story = {
  render: () => (
    <div className="sg:grid sg:gap-4">
      <ChainName chainId={5} />
      <ChainName chainId={5} size="md" />
      <ChainName chainId={null} size="md" />
      <ChainName chainType="solana" size="md" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Chain 5')).toHaveLength(2);
    await expect(canvas.getByText('Ethereum')).toBeVisible();
    await expect(canvas.getByText('Solana')).toBeVisible();
    await expect(canvas.queryByText('Testnet')).toBeNull();
  },
};

/** A wallet card's head: the name as its heading, more chips after "Testnet", and the line under it. */
export const CardHead: Story = {
  args: {
    chainId: 84532,
    size: 'lg',
    nameAs: 'h3',
    chips: <Chip tone="success">Offline access granted</Chip>,
    detail: (
      <div className="sg:flex sg:flex-wrap sg:items-center sg:gap-x-2 sg:text-muted-foreground sg:text-sm">
        <span>Embedded wallet</span>
        <Address address={evmAddress} />
      </div>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Base Sepolia' })).toBeVisible();
    const part = within(canvasElement.querySelector<HTMLElement>('[data-slot="chain-name"]') as HTMLElement);
    await expect(part.getByText('Testnet')).toBeVisible();
    await expect(part.getByText('Offline access granted')).toBeVisible();
    await expect(part.getByText('Embedded wallet')).toBeVisible();
  },
};
