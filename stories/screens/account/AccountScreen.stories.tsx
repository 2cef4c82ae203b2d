import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ErrorEntry, errorEntry, messageFor } from '../../../src/copy';
import type { LinkedAccount } from '../../../src/model';
import { AccountScreen, linkedAccountKey } from '../../../src/screens/account';
import { baseUser, email, embeddedWallet, everyKind, externalWallet, github, passkey, phone } from './account-fixtures';
import { AVATAR_URL, inPage } from './page-frame';

type Outcome = 'success' | 'pending' | 'error';

/**
 * The screen with a host that unlinks: a confirmed unlink is pending, then (by `outcome`) the account leaves
 * the list, stays pending, or fails with `failWith`.
 */
function Host({
  outcome,
  failWith,
  ...props
}: ComponentProps<typeof AccountScreen> & { outcome?: Outcome; failWith?: ErrorEntry }) {
  const [accounts, setAccounts] = useState(props.user.linkedAccounts);
  const [unlinking, setUnlinking] = useState<string | null>(null);
  const [unlinkError, setUnlinkError] = useState<ErrorEntry | null>(null);
  const unlink = (account: LinkedAccount) => {
    props.onUnlink?.(account);
    if (!outcome) return;
    setUnlinkError(null);
    setUnlinking(linkedAccountKey(account));
    if (outcome === 'pending') return;
    queueMicrotask(() => {
      setUnlinking(null);
      if (outcome === 'error') setUnlinkError(failWith ?? errorEntry('generic'));
      else setAccounts((all) => all.filter((other) => other !== account));
    });
  };
  return (
    <AccountScreen
      {...props}
      user={{ ...props.user, linkedAccounts: accounts }}
      unlinking={unlinking}
      unlinkError={unlinkError}
      onUnlink={unlink}
    />
  );
}

const meta = {
  title: 'Screens/Account/AccountScreen',
  component: AccountScreen,
  decorators: [inPage],
  render: (args) => <Host {...args} />,
  args: {
    user: baseUser,
    linkable: ['email', 'phone', 'passkey', 'wallet', 'github_oauth', 'google_oauth'],
    timeZone: 'UTC',
    onLink: fn(),
    onUnlink: fn(),
    onUpdateEmail: fn(),
    onUpdatePhone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const lastWayIn = 'This is your only way to log in. Connect another way to log in before disconnecting it.';
const ownWallet = 'This wallet was created for your account and stays with it.';

/** The rows of a section ("Ways to log in", "Wallets"), in order. */
const rowsOf = (canvas: Canvas, section: RegExp) =>
  within(canvas.getByRole('region', { name: section })).getAllByRole('listitem');
const ways = (canvas: Canvas) => rowsOf(canvas, /^Ways to log in/);
const types = (rows: HTMLElement[]) => rows.map((row) => row.getAttribute('data-type'));
/** The profile's value for a term. */
const profileValue = (canvas: Canvas, term: string) => {
  const dt = within(canvas.getByRole('region', { name: 'Profile' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};
/** Opens "Add a way to log in" and returns the menu. */
const openMenu = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Add a way to log in' }));
  return within(await screen.findByRole('menu'));
};

/** The account centre: profile beside the ways to log in and the wallets; developer data folded in "Details". */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
    // No account gives a name: initials from the e-mail, and no pretend name.
    await expect(canvas.getByText('No name yet')).toBeVisible();
    await expect(profileValue(canvas, 'Email')).toHaveTextContent('ada@example.com');
    await expect(profileValue(canvas, 'Phone')).toHaveTextContent('+1 415 555 2671');
    // Developer data is folded away.
    await expect(canvas.queryByText('did:privy:cm7a1b2c3d4e5f6g7h8i9j0k')).toBeNull();
    await expect(canvas.getByRole('region', { name: /^Ways to log in/ })).toHaveAccessibleName(/: 2 ways to log in$/);
    const rows = ways(canvas);
    await expect(types(rows)).toEqual(['email', 'phone']);
    await expect(rows[0]).toHaveTextContent('Emailada@example.comLast used Mar 2, 2026');
    await expect(rows[1]).toHaveTextContent('Phone+1 415 555 2671Connected Jan 9, 2026');
    await expect(canvas.getByRole('button', { name: 'Disconnect Email ada@example.com' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Disconnect Phone +1 415 555 2671' })).toBeEnabled();
    // The wallet created for the account says why it stays, with no button that cannot be used.
    const [wallet] = rowsOf(canvas, /^Wallets/);
    await expect(wallet).toHaveTextContent('Ethereum wallet');
    await expect(wallet).toHaveTextContent(`Offline access granted · Connected Jan 5, 2026${ownWallet}`);
    await expect(within(wallet as HTMLElement).queryByRole('button', { name: /^Disconnect/ })).toBeNull();
    // E-mail and phone are connected already: the menu offers what can still be.
    const menu = await openMenu(canvas);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Passkey',
      'Wallet',
      'GitHub',
      'Google',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'GitHub' }));
    await expect(args.onLink).toHaveBeenCalledWith('github_oauth');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(args.onUpdateEmail).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Change phone' }));
    await expect(args.onUpdatePhone).toHaveBeenCalledOnce();
    const details = canvas.getByRole('button', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('did:privy:cm7a1b2c3d4e5f6g7h8i9j0k')).toBeVisible();
  },
};

/** A name and picture from a linked GitHub account. */
export const WithProfile: Story = {
  args: {
    user: { ...baseUser, linkedAccounts: [email, phone, { ...github, profilePictureUrl: AVATAR_URL }] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('From GitHub')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="avatar"] img')).not.toBeNull());
    await expect(ways(canvas)[2]).toHaveTextContent('GitHub@ada');
  },
};

/** "Details" open: the user id (copyable), guest and terms flags, and each account's raw type, id, index, dates. */
export const DetailsOpen: Story = {
  args: { defaultOpen: { details: true } },
  play: async ({ canvas }) => {
    const details = within(canvas.getByRole('region', { name: 'Profile' }));
    await expect(details.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(details.getByText('did:privy:cm7a1b2c3d4e5f6g7h8i9j0k')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy user ID' })).toBeVisible();
    await expect(profileValue(canvas, 'Guest account')).toHaveTextContent('No');
    await expect(profileValue(canvas, 'Terms')).toHaveTextContent('Accepted');
    await expect(profileValue(canvas, 'Created')).toHaveTextContent('Jan 5, 2026');
    await expect(details.getByText('phone')).toBeVisible();
    await expect(details.getByText('+14155552671')).toBeVisible();
    await expect(details.getByText('Wallet index').nextElementSibling).toHaveTextContent('0');
  },
};

/** Every kind the provider links; the MFA passkey and the created wallet stay, and say why. */
export const EveryKind: Story = {
  args: { user: everyKind, customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO' }] },
  play: async ({ canvas }) => {
    const rows = ways(canvas);
    await expect(types(rows)).toEqual([
      'email',
      'phone',
      'passkey',
      'passkey',
      'github_oauth',
      'google_oauth',
      'custom:acme-sso',
      'farcaster',
      'telegram',
      'cross_app',
      'custom_auth',
    ]);
    await expect(types(rowsOf(canvas, /^Wallets/))).toEqual(['wallet', 'wallet']);
    await expect(rowsOf(canvas, /^Wallets/)[1]).toHaveTextContent('MetaMask');
    await expect(rowsOf(canvas, /^Wallets/)[1]).toHaveTextContent('Ethereum · Last used Feb 28, 2026');
    await expect(rows[2]).toHaveTextContent('Cannot unlink a passkey enrolled in MFA');
    await expect(canvas.queryByRole('button', { name: 'Disconnect Passkey iCloud Keychain' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Disconnect Passkey YubiKey 5 #2' })).toBeEnabled();
    await expect(rows[9]).toHaveTextContent('Account from Orbit Games');
    // The name comes from the first account that has one.
    await expect(canvas.getByText('From GitHub')).toBeVisible();
  },
};

/** The only way to log in stays, and says why; the created wallet does not count as one. */
export const OnlyWayToLogIn: Story = {
  args: { user: { ...baseUser, phone: undefined, linkedAccounts: [email, embeddedWallet] } },
  play: async ({ canvas }) => {
    await expect(ways(canvas)[0]).toHaveTextContent(lastWayIn);
    await expect(canvas.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  },
};

/** No phone yet: "Add phone" starts connecting one. */
export const NoPhone: Story = {
  args: { user: { ...baseUser, phone: undefined, linkedAccounts: [email, embeddedWallet] } },
  play: async ({ canvas, args }) => {
    await expect(profileValue(canvas, 'Phone')).toHaveTextContent('None');
    await expect(canvas.queryByRole('button', { name: 'Change phone' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add phone' }));
    await expect(args.onLink).toHaveBeenCalledWith('phone');
  },
};

/** The menu open; five passkeys: the passkey item is disabled, with the reason. */
export const MenuOpen: Story = {
  tags: ['responsive'],
  parameters: { keepFocus: true },
  args: {
    user: { ...baseUser, linkedAccounts: [email, phone, ...[1, 2, 3, 4, 5].map((n) => passkey(n))] },
    linkable: ['passkey', 'github_oauth', 'google_oauth'],
    defaultOpen: { menu: true },
  },
  play: async ({ args }) => {
    const menu = within(await screen.findByRole('menu'));
    const item = menu.getByRole('menuitem', { name: /^Passkey/ });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveTextContent('Cannot link more passkeys to account.');
    await userEvent.click(item);
    await expect(args.onLink).not.toHaveBeenCalled();
    await expect(menu.getByRole('menuitem', { name: 'GitHub' })).toBeVisible();
  },
};

/** Disconnecting: the confirmation names the account; then it leaves the list and focus lands on the heading. */
export const Disconnect: Story = {
  tags: ['responsive'],
  args: { outcome: 'success', user: { ...baseUser, linkedAccounts: [email, phone, github] } } as Story['args'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect GitHub @ada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect GitHub?' }));
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'You will no longer be able to log in with GitHub @ada.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onUnlink).toHaveBeenCalledWith(github);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(types(ways(canvas))).toEqual(['email', 'phone']);
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^Ways to log in/ })).toHaveFocus());
  },
};

/** Cancel keeps the account; focus returns to its Disconnect button. */
export const DisconnectCanceled: Story = {
  args: { outcome: 'success' } as Story['args'],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Disconnect Phone +1 415 555 2671' });
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Phone?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUnlink).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Disconnecting under way: the confirmation is busy and cannot be dismissed; every other action waits. */
export const Disconnecting: Story = {
  args: { outcome: 'pending' } as Story['args'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Email ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Email?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await expect(await dialog.findByRole('button', { name: 'Disconnecting' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    const other = canvas.getByRole('button', { name: 'Disconnect Phone +1 415 555 2671', hidden: true });
    await expect(other).toBeDisabled();
  },
};

/** Disconnecting refused by the provider (too many requests): the message in the dialog, and Try again. */
export const DisconnectFailed: Story = {
  args: { outcome: 'error', failWith: messageFor({ privyErrorCode: 'too_many_requests' }, 'link') } as Story['args'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Email ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Email?' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onUnlink).toHaveBeenCalledTimes(2);
  },
};

/** Connecting GitHub: the menu's button says so and waits, as does every Disconnect. */
export const Connecting: Story = {
  args: { linking: 'github_oauth' },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Connecting GitHub' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Disconnect Email ada@example.com' })).toBeDisabled();
  },
};

/** The account belongs to another user (`linked_to_another_user`). */
export const LinkedToAnotherUser: Story = {
  args: { error: messageFor({ privyErrorCode: 'linked_to_another_user' }, 'link') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
  },
};

/** The provider refuses a second account of a kind; with a wallet connected, the menu no longer offers one. */
export const OneOfTypeRefused: Story = {
  args: {
    user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, externalWallet] },
    error: messageFor({ privyErrorCode: 'cannot_link_more_of_type' }, 'link'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You cannot authorize more than one account for this user.',
    );
    const menu = await openMenu(canvas);
    await expect(menu.queryByRole('menuitem', { name: 'Wallet' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A guest: told in the info tone how to keep the account; nothing connected yet. */
export const Guest: Story = {
  args: {
    user: {
      ...baseUser,
      email: undefined,
      phone: undefined,
      isGuest: true,
      hasAcceptedTerms: false,
      linkedAccounts: [],
    },
    linkable: ['email', 'google_oauth'],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are signed in as a guest. Connect a way to log in to keep this account.',
    );
    await expect(canvas.getByText('No ways to log in yet.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Wallets/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add email' }));
    await expect(args.onLink).toHaveBeenCalledWith('email');
  },
};

/** The app offers nothing more to connect: it says so, and there is no menu. */
export const NothingLeftToConnect: Story = {
  args: { linkable: ['email', 'phone'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every way to log in this app offers is connected.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a way to log in' })).toBeNull();
  },
};

/** The user is loading: one spinner, no profile of placeholders. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Loading');
    await expect(canvas.queryByRole('region', { name: 'Profile' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: /^Ways to log in/ })).toBeNull();
  },
};

/** At a phone's width: one column; a long e-mail wraps inside its row. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: {
    user: {
      ...baseUser,
      email: { address: 'ada.lovelace.analytical.engine@mathematics-society.example.org' },
      linkedAccounts: [
        { ...email, address: 'ada.lovelace.analytical.engine@mathematics-society.example.org' },
        phone,
        embeddedWallet,
        github,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnect GitHub @ada' })).toBeVisible();
    await expect(profileValue(canvas, 'Email')).toHaveTextContent(
      'ada.lovelace.analytical.engine@mathematics-society.example.org',
    );
  },
};
