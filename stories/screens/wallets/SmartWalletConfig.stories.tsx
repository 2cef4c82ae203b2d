import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SmartWalletConfig } from '../../../src/screens/wallets';

const meta = {
  title: 'Screens/Wallets/SmartWalletConfig',
  component: SmartWalletConfig,
  tags: ['responsive'],
  decorators: [
    (Story) => (
      <div className="sg:mx-auto sg:max-w-[26rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    config: {
      enabled: true,
      smart_wallet_type: 'kernel',
      smart_wallet_version: 'v3.1',
      configured_networks: [
        {
          chain_id: 'eip155:84532',
          bundler_url: 'https://bundler.example/v2/84532',
          paymaster_url: 'https://paymaster.example/v2/84532',
          paymaster_context: { policy_id: 'sp_crisp_policy_01' },
        },
        { chain_id: 'eip155:8453', bundler_url: 'https://bundler.example/v2/8453' },
      ],
    },
  },
} satisfies Meta<typeof SmartWalletConfig>;
export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (scope: HTMLElement) =>
  [...scope.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

/** Enabled: type and version, and each network with its chain id, bundler, and paymaster where present. */
export const Enabled: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Smart wallets' });
    await expect(panel).toHaveTextContent('Enabled');
    const networks = within(panel).getAllByRole('listitem');
    await expect(networks).toHaveLength(2);
    await expect(networks[0]).toHaveTextContent(/^Base Sepolia/);
    await expect(pairs(networks[0] as HTMLElement)).toEqual([
      ['Chain ID', '84532'],
      ['Bundler URL', 'https://bundler.example/v2/84532'],
      ['Paymaster URL', 'https://paymaster.example/v2/84532'],
      ['Paymaster policy ID', 'sp_crisp_policy_01'],
    ]);
    await expect(networks[1]).toHaveTextContent(/^Base/);
    await expect(pairs(networks[1] as HTMLElement)).toEqual([
      ['Chain ID', '8453'],
      ['Bundler URL', 'https://bundler.example/v2/8453'],
    ]);
    await expect(pairs(panel).slice(0, 2)).toEqual([
      ['Type', 'kernel'],
      ['Version', 'v3.1'],
    ]);
  },
};

/** A network outside the supported ten keeps the name the provider gives it, or its chain id. */
export const OtherNetworks: Story = {
  args: {
    config: {
      enabled: true,
      smart_wallet_type: 'safe',
      configured_networks: [
        { chain_id: 'eip155:324', chain_name: 'zkSync Era', bundler_url: 'https://bundler.example/324' },
        { chain_id: 'eip155:59144', bundler_url: 'https://bundler.example/59144' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const networks = canvas.getAllByRole('listitem');
    await expect(networks[0]).toHaveTextContent(/^zkSync Era/);
    await expect(networks[1]).toHaveTextContent(/^Chain eip155:59144/);
    await expect(canvas.queryByText('Version')).toBeNull();
  },
};

/** Enabled without any network yet. */
export const NoNetworks: Story = {
  args: { config: { enabled: true, smart_wallet_type: 'light_account', configured_networks: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No network is configured.')).toBeVisible();
  },
};

/** Smart wallets are off for this app. */
export const Disabled: Story = {
  args: { config: { enabled: false } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Smart wallets' });
    await expect(panel).toHaveTextContent('Disabled');
    await expect(panel).toHaveTextContent('Smart wallets are turned off for this app.');
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};
