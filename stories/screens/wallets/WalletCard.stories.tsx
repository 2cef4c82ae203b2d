import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { WalletCard } from '../../../src/screens/wallets';
import { copiedThenRest, evmAddress, externalEvmAddress, solanaAddress } from '../../fixtures';
import { embedded, embeddedSolana, ethBalance, imported, metamask, solBalance } from './wallet-fixtures';

const meta = {
  title: 'Screens/Wallets/WalletCard',
  component: WalletCard,
  args: { wallet: embedded, balance: ethBalance, timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div className="sg:mx-auto sg:max-w-[26rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Field values of the card's definition list, label → value. */
function fields(card: HTMLElement): Record<string, string> {
  const terms = [...card.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

/** The embedded wallet: every field, the balance from wei with its dollar value, and the copy button. */
export const Embedded: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Embedded wallet' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Embedded wallet' })).toBeVisible();
    await expect(card).toHaveTextContent('0x71C7…976F');
    await expect(card).toHaveTextContent('Offline access granted');
    await expect(card).toHaveTextContent('1.234567 ETH');
    await expect(card).toHaveTextContent('≈ $4,013.35');
    await expect(fields(card)).toEqual({
      'Wallet app': 'Embedded',
      Connection: 'Embedded',
      'Chain type': 'Ethereum',
      'Wallet index': '0',
      Recovery: 'Kept by the provider',
      Connected: 'Mar 14, 2026, 9:30 AM',
    });
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Copy address' }));
    await expect(write).toHaveBeenCalledOnce();
    await expect(write).toHaveBeenCalledWith(evmAddress);
    await copiedThenRest(within(card));
  },
};

/** A key the user imported: "Imported wallet", connector "Embedded, imported key", no HD index. */
export const ImportedKey: Story = {
  args: { wallet: imported, balance: { ...ethBalance, value: 0n, usd: 0 } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Imported wallet' });
    await expect(fields(card)).toEqual({
      'Wallet app': 'Embedded',
      Connection: 'Embedded, imported key',
      'Chain type': 'Ethereum',
      Recovery: 'Kept by the provider',
    });
    await expect(card).toHaveTextContent('0 ETH');
    await expect(card).toHaveTextContent('≈ $0.00');
    await expect(card).not.toHaveTextContent('Offline access granted');
  },
};

/** A browser-extension wallet: its name and mark, "External wallet", when it was connected. */
export const ExternalBrowserWallet: Story = {
  args: { wallet: metamask, balance: { value: 50_000_000_000_000_000n, decimals: 18, symbol: 'ETH', usd: null } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'MetaMask' });
    await expect(card).toHaveTextContent('External wallet');
    await expect(card).toHaveTextContent('0x90F7…b906');
    await expect(card).toHaveTextContent('0.05 ETH');
    await expect(card).not.toHaveTextContent('≈');
    await expect(fields(card)).toEqual({
      'Wallet app': 'MetaMask',
      Connection: 'Browser extension',
      'Chain type': 'Ethereum',
      Connected: 'Mar 14, 2026, 10:30 AM',
    });
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Copy address' }));
    await expect(write).toHaveBeenCalledWith(externalEvmAddress);
    await copiedThenRest(within(card));
  },
};

/** A Solana embedded wallet: lamports shown in SOL. */
export const Solana: Story = {
  args: { wallet: embeddedSolana, balance: solBalance },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Embedded wallet' });
    await expect(card).toHaveTextContent('7EcD…FLtV');
    await expect(card).toHaveTextContent('2.5 SOL');
    await expect(card).toHaveTextContent('≈ $375.00');
    await expect(fields(card)).toMatchObject({ 'Chain type': 'Solana', Recovery: 'Your passcode' });
    await expect(card.querySelector('[data-slot="address"]')).toHaveTextContent(solanaAddress);
  },
};

/** Every connector type the provider reports, and none. */
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
    await expect(cards.map((card) => fields(card).Connection)).toEqual([
      'Browser extension',
      'Base Account',
      'WalletConnect v2',
      'Coinbase Wallet',
      'Solana wallet adapter',
      'None',
    ]);
    await expect(cards.map((card) => fields(card)['Wallet app'])).toEqual([
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
    await expect(canvas.getByRole('article')).toHaveTextContent('BalanceUnavailable');
  },
};
