import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/primitives';
import { WalletCard } from '../../../src/screens/wallets';
import { copiedThenRest, evmAddress, externalEvmAddress, importedEvmAddress, solanaAddress } from '../../fixtures';
import { embedded, embeddedSolana, ethBalance, imported, metamask, solBalance } from './wallet-fixtures';

const meta = {
  title: 'Screens/Wallets/WalletCard',
  component: WalletCard,
  args: { wallet: embedded, balance: ethBalance, timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div className="sg:mx-auto sg:max-w-[26rem] sg:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the card's "Details" and reads its definition list, label → value. */
async function details(card: HTMLElement): Promise<Record<string, string>> {
  const toggle = within(card).getByRole('button', { name: 'Details' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const terms = [...card.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

/**
 * An embedded wallet on Base Sepolia: led by the chain (mark, name, "Testnet"), then the wallet and its address; the
 * balance in ETH only (test-network ETH has no dollar value: the wallets port gives none); the developer data folded
 * under "Details".
 */
export const TestnetEmbedded: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Base Sepolia Embedded wallet' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Base Sepolia' })).toBeVisible();
    await expect(card).toHaveTextContent('Testnet');
    await expect(card).toHaveTextContent('0x71C7…976F');
    await expect(card).toHaveTextContent('Offline access granted');
    await expect(card).toHaveTextContent('1.234567 ETH');
    await expect(card).not.toHaveTextContent('$');
    await expect(card).not.toHaveTextContent('Wallet index');
    await expect(await details(card)).toEqual({
      'Wallet app': 'Embedded',
      Connection: 'Embedded',
      'Chain type': 'Ethereum',
      'Wallet index': '0',
      Recovery: 'Kept by the provider',
      Connected: 'Mar 14, 2026, 9:30 AM',
      Address: evmAddress,
    });
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Copy address' }));
    await expect(write).toHaveBeenCalledWith(evmAddress);
    await copiedThenRest(within(card));
  },
};

/** A key the user imported, on Ethereum mainnet: the balance with its dollar value; no HD index in its details. */
export const MainnetImported: Story = {
  args: { wallet: imported, balance: { ...ethBalance, value: 400_000_000_000_000_000n, usd: 1300 } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Ethereum Imported wallet' });
    await expect(card).not.toHaveTextContent('Testnet');
    await expect(card).toHaveTextContent('0.4 ETH');
    await expect(card).toHaveTextContent('≈ $1,300.00');
    await expect(await details(card)).toEqual({
      'Wallet app': 'Embedded',
      Connection: 'Embedded, imported key',
      'Chain type': 'Ethereum',
      Recovery: 'Kept by the provider',
      Address: importedEvmAddress,
    });
  },
};

/** A browser-extension wallet on Base: the chain leads, then the wallet's name and mark. */
export const ExternalBrowserWallet: Story = {
  args: { wallet: metamask, balance: { value: 50_000_000_000_000_000n, decimals: 18, symbol: 'ETH', usd: 162.5 } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Base MetaMask' });
    await expect(card).toHaveTextContent('0x90F7…b906');
    await expect(card).toHaveTextContent('0.05 ETH');
    await expect(card).toHaveTextContent('≈ $162.50');
    await expect(await details(card)).toEqual({
      'Wallet app': 'MetaMask',
      Connection: 'Browser extension',
      'Chain type': 'Ethereum',
      Connected: 'Mar 14, 2026, 10:30 AM',
      Address: externalEvmAddress,
    });
  },
};

/** A Solana embedded wallet: the Solana mark and name, lamports shown in SOL with their dollar value. */
export const Solana: Story = {
  args: { wallet: embeddedSolana, balance: solBalance },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Solana Embedded wallet' });
    await expect(card).toHaveTextContent('7EcD…FLtV');
    await expect(card).toHaveTextContent('2.5 SOL');
    await expect(card).toHaveTextContent('≈ $375.00');
    await expect(await details(card)).toMatchObject({
      'Chain type': 'Solana',
      Recovery: 'Your passcode',
      Address: solanaAddress,
    });
  },
};

/** A wallet on a chain outside the supported ten: named by its id, with the plain wallet glyph. */
export const UnknownChain: Story = {
  args: { wallet: { ...metamask, chainId: 5 }, balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Chain 5' })).toBeVisible();
  },
};

/** The everyday actions under the balance. */
export const WithActions: Story = {
  args: {
    actions: [
      <Button key="send" size="sm" onClick={fn()}>
        Send
      </Button>,
      <Button key="receive" size="sm" variant="secondary">
        Receive
      </Button>,
      <Button key="fund" size="sm" variant="secondary">
        Add funds
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    for (const name of ['Send', 'Receive', 'Add funds']) {
      await expect(within(card).getByRole('button', { name })).toBeVisible();
    }
  },
};

/** Every connector type the provider reports, and none, each card's details open. */
export const EveryConnector: Story = {
  render: (args) => (
    <ul className="sg:grid sg:gap-3">
      {(
        [
          ['metamask', 'injected'],
          ['base_account', 'base_account'],
          ['rainbow', 'wallet_connect_v2'],
          ['coinbase_wallet', 'coinbase_wallet'],
          ['phantom', 'solana_adapter'],
          ['acme_wallet', null],
        ] as const
      ).map(([client, connector]) => (
        <li key={client}>
          <WalletCard
            {...args}
            balance={undefined}
            wallet={{
              ...metamask,
              walletClientType: client,
              connectorType: connector,
              chainType: connector === 'solana_adapter' ? 'solana' : 'ethereum',
              chainId: connector === 'solana_adapter' ? undefined : 8453,
              address: connector === 'solana_adapter' ? solanaAddress : externalEvmAddress,
              connectedAt: undefined,
            }}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('data-kind'))).toEqual(Array(6).fill('external'));
    const read = [];
    for (const card of cards) read.push(await details(card));
    await expect(read.map((fields) => fields.Connection)).toEqual([
      'Browser extension',
      'Base Account',
      'WalletConnect v2',
      'Coinbase Wallet',
      'Solana wallet adapter',
      'None',
    ]);
    await expect(read.map((fields) => fields['Wallet app'])).toEqual([
      'MetaMask',
      'Base',
      'Rainbow',
      'Coinbase Wallet',
      'Phantom',
      'acme_wallet',
    ]);
  },
};

/** The balance is being read. */
export const BalanceLoading: Story = {
  args: { balance: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading balance' })).toBeVisible();
  },
};

/** The balance could not be read. */
export const BalanceUnavailable: Story = {
  args: { balance: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Unavailable');
  },
};
