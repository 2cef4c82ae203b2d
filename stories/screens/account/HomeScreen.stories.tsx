import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { HomeScreen, type HomeWallet } from '../../../src/screens/account';
import { AVATAR_URL, inPage } from './page-frame';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const eth = (value: string) => ({ value: BigInt(value), decimals: 18, symbol: 'ETH' });

const embedded: HomeWallet = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  chainType: 'ethereum',
  chainId: 84532,
  balance: eth('250000000000000000'),
};
const solana: HomeWallet = {
  address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  chainType: 'solana',
  balance: { value: 1_500_000_000n, decimals: 9, symbol: 'SOL', usd: 210.5 },
  // The host cannot send from it nor fund it: it only receives.
  actions: ['receive'],
};
const metamask: HomeWallet = {
  address: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  chainType: 'ethereum',
  chainId: 1,
  walletName: 'MetaMask',
  balance: { ...eth('1200000000000000000'), usd: 4123.4 },
};

const meta = {
  title: 'Screens/Account/HomeScreen',
  component: HomeScreen,
  tags: ['responsive'],
  decorators: [inPage],
  args: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    avatarUrl: AVATAR_URL,
    memberSince: day('2026-01-05'),
    accounts: [
      { method: 'email', label: 'ada@example.com' },
      { method: 'github', label: 'ada' },
    ],
    wallets: [embedded, solana, metamask],
    mfaMethods: ['totp', 'passkey'],
    timeZone: 'UTC',
    onWalletAction: fn(),
    onOpenSecurity: fn(),
    onManageAccount: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const region = (canvas: Canvas, name: string | RegExp) => within(canvas.getByRole('region', { name }));

/** The dashboard: who you are, your wallets with balances and actions, two-step verification on. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('Member since Jan 5, 2026')).toBeVisible();
    const you = region(canvas, 'You');
    await expect(you.getByText('ada@example.com', { selector: 'p' })).toBeVisible();
    await expect(you.getByRole('list', { name: 'Ways to log in' })).toHaveTextContent('Emailada@example.comGitHubada');
    await userEvent.click(you.getByRole('button', { name: 'Manage account' }));
    await expect(args.onManageAccount).toHaveBeenCalledOnce();

    const wallets = region(canvas, /^Your wallets/);
    const rows = wallets.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // A test network: marked, its balance in test units (no dollar value: the wallets port gives none there).
    await expect(rows[0]).toHaveTextContent('Base SepoliaTestnetEthereum wallet · 0x71C7…976F0.25 ETH');
    await expect(rows[0]).not.toHaveTextContent('$');
    await expect(rows[1]).toHaveTextContent('SolanaSolana wallet · 7EcD…FLtV1.5 SOL≈ $210.50');
    await expect(rows[2]).toHaveTextContent('EthereumMetaMask · 0xAb58…eC9B1.2 ETH≈ $4,123.40');
    await userEvent.click(wallets.getByRole('button', { name: 'Send from Ethereum wallet 0x71C7…976F' }));
    await expect(args.onWalletAction).toHaveBeenCalledWith('send', embedded.address);
    await userEvent.click(wallets.getByRole('button', { name: 'Receive to MetaMask 0xAb58…eC9B' }));
    await expect(args.onWalletAction).toHaveBeenLastCalledWith('receive', metamask.address);
    await userEvent.click(wallets.getByRole('button', { name: 'Add funds to MetaMask 0xAb58…eC9B' }));
    await expect(args.onWalletAction).toHaveBeenLastCalledWith('fund', metamask.address);
    // A wallet offers only its own actions.
    await expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Receive']);

    const security = region(canvas, 'Security');
    await expect(security.getByText('Two-step verification is on')).toBeVisible();
    await expect(security.getByText('With authenticator app and passkey')).toBeVisible();
    await userEvent.click(security.getByRole('button', { name: 'Manage' }));
    await expect(args.onOpenSecurity).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Two-step verification off: "Set up" leads to the security settings. */
export const MfaOff: Story = {
  args: { mfaMethods: [] },
  play: async ({ canvas, args }) => {
    const security = region(canvas, 'Security');
    await expect(security.getByText('Two-step verification is off')).toBeVisible();
    await userEvent.click(security.getByRole('button', { name: 'Set up' }));
    await expect(args.onOpenSecurity).toHaveBeenCalledOnce();
  },
};

/** No wallets yet. */
export const NoWallets: Story = {
  args: { wallets: [], avatarUrl: null, name: 'ada@example.com', email: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(region(canvas, /^Your wallets/).getByText('No wallets yet.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Your wallets/ })).toHaveAccessibleName(/: 0 wallets$/);
    // The e-mail is the name: said once.
    await expect(region(canvas, 'You').getAllByText('ada@example.com', { selector: 'p' })).toHaveLength(1);
  },
};

/** The wallets are not known yet, then each balance is read; a balance that cannot be read says so. */
export const BalancesLoading: Story = {
  args: {
    wallets: [
      { ...embedded, balance: 'loading' },
      { ...solana, balance: null },
    ],
  },
  play: async ({ canvas }) => {
    const wallets = region(canvas, /^Your wallets/);
    await expect(wallets.getByRole('status', { name: 'Loading balance' })).toBeVisible();
    await expect(wallets.getByText('Balance unavailable')).toBeVisible();
  },
};

/** The wallets themselves are still loading. */
export const WalletsLoading: Story = {
  args: { wallets: 'loading' },
  play: async ({ canvas }) => {
    await expect(region(canvas, /^Your wallets/).getByRole('status', { name: 'Loading your wallets' })).toBeVisible();
  },
};

/** A guest is told how to keep the account; initials stand in for a picture. */
export const Guest: Story = {
  args: {
    name: null,
    email: null,
    avatarUrl: null,
    isGuest: true,
    memberSince: null,
    accounts: [],
    wallets: [{ ...embedded, chainId: 11155111, balance: eth('0') }],
    mfaMethods: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome, Guest' })).toBeVisible();
    await expect(canvas.getByText('You can add a login method later to keep your account.')).toBeVisible();
    await expect(region(canvas, 'You').getByText(': 0 ways to log in')).toBeInTheDocument();
    await expect(region(canvas, /^Your wallets/).getAllByRole('listitem')[0]).toHaveTextContent('Sepolia');
  },
};

export const LoggingOut: Story = {
  parameters: { keepFocus: true },
  args: { loggingOut: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging out' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LogoutFailed: Story = {
  args: { error: errorEntry('rateLimited') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

/** Without the app's callbacks: no actions, no security or Log out buttons (the header has Log out). */
export const ReadOnly: Story = {
  args: {
    onWalletAction: undefined,
    onOpenSecurity: undefined,
    onManageAccount: undefined,
    onLogout: undefined,
    mfaMethods: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Send from/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Security' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};
