import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { HomeScreen } from '../../../src/screens/account';
import { inCard } from '../frame';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

const meta = {
  title: 'Screens/Account/HomeScreen',
  component: HomeScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    name: 'ada@example.com',
    memberSince: day('2026-01-05'),
    accounts: [
      { method: 'email', label: 'ada@example.com', linkedAt: day('2026-01-05') },
      { method: 'wallet', label: '0x71C7…976F', linkedAt: day('2026-02-11') },
    ],
    timeZone: 'UTC',
    onLogout: fn(),
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in home: who, since when, every linked account, and Log out. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome, ada@example.com' })).toBeVisible();
    await expect(canvas.getByText('Member since Jan 5, 2026')).toBeVisible();
    const region = canvas.getByRole('region', { name: /^Linked accounts/ });
    await expect(region).toHaveAccessibleName(/2 linked accounts$/);
    const accounts = within(region);
    const rows = accounts.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Emailada@example.com · Linked Jan 5, 2026');
    await expect(rows[1]).toHaveTextContent('Wallet0x71C7…976F · Linked Feb 11, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Every kind of account the provider links, including ones it gives no label for. */
export const EveryKindOfAccount: Story = {
  args: {
    accounts: [
      { method: 'email', label: 'ada@example.com' },
      { method: 'sms', label: '+1 415 555 2671' },
      { method: 'passkey', label: null },
      { method: 'google', label: 'ada@gmail.com' },
      { method: 'github', label: 'ada' },
      { method: 'farcaster', label: '@ada' },
      { method: 'custom', label: 'user-42' },
      { method: 'cross_app', label: null },
      { method: 'custom:acme-sso', label: 'ada@acme.test' },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Emailada@example.com',
      'Phone+1 415 555 2671',
      'Passkey',
      'Googleada@gmail.com',
      'GitHubada',
      'Farcaster@ada',
      'Account in this appuser-42',
      'Account from another app',
      'acme-ssoada@acme.test',
    ]);
  },
};

/** A guest is told how to keep the account. */
export const Guest: Story = {
  args: { name: null, isGuest: true, memberSince: null, accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome, Guest' })).toBeVisible();
    await expect(canvas.getByText('You can add a login method later to keep your account.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Linked accounts/ })).toHaveAccessibleName(/0 linked accounts$/);
  },
};

/** No name to greet by (a user with only a passkey). */
export const NoName: Story = {
  args: { name: null, accounts: [{ method: 'passkey', label: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
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
