import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ErrorEntry, errorEntry, messageFor } from '../../../src/copy';
import type { LinkedAccount } from '../../../src/model';
import { AccountScreen, linkedAccountKey } from '../../../src/screens/account';
import { inCard } from '../frame';
import { baseUser, email, embeddedWallet, everyKind, externalWallet, github, passkey, phone } from './account-fixtures';

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
  decorators: [inCard],
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

const lastWayIn = 'This is your only way to log in. Link another account before unlinking it.';
const ownWallet = 'This wallet was created for your account and stays with it.';

/** The linked-account rows, in order. */
const linkedRows = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: /^Linked accounts/ })).getAllByRole('listitem');
/** The "Link an account" region. */
const linkRegion = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Link an account' }));
/** The profile's value for a term. */
const profileValue = (canvas: Canvas, term: string) => {
  const dt = within(canvas.getByRole('region', { name: 'Profile' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

/** The overview: the user, three linked accounts (the embedded wallet stays), what can still be linked. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
    await expect(profileValue(canvas, 'User ID')).toHaveTextContent('did:privy:cm7a1b2c3d4e5f6g7h8i9j0k');
    await expect(profileValue(canvas, 'Email')).toHaveTextContent('ada@example.com');
    await expect(profileValue(canvas, 'Phone')).toHaveTextContent('+14155552671');
    await expect(profileValue(canvas, 'Guest account')).toHaveTextContent('No');
    await expect(profileValue(canvas, 'Terms')).toHaveTextContent('Accepted');
    await expect(profileValue(canvas, 'Created')).toHaveTextContent('Jan 5, 2026');
    await expect(canvas.getByRole('region', { name: /^Linked accounts/ })).toHaveAccessibleName(/: 3 linked accounts$/);
    const rows = linkedRows(canvas);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Emailada@example.comVerified Jan 5, 2026 · Last used Mar 2, 2026');
    await expect(rows[1]).toHaveTextContent('Phone+14155552671Verified Jan 9, 2026');
    await expect(rows[2]).toHaveTextContent(`Embedded wallet`);
    await expect(rows[2]).toHaveTextContent('Ethereum · Offline access granted · Verified Jan 5, 2026');
    await expect(canvas.getByRole('button', { name: 'Unlink Email ada@example.com' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Unlink Phone +14155552671' })).toBeEnabled();
    const own = canvas.getByRole('button', { name: 'Unlink Embedded wallet' });
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription(ownWallet);
    // E-mail and phone are linked already: only the kinds that can still be linked are offered.
    const link = linkRegion(canvas);
    await expect(link.getAllByRole('listitem').map((item) => item.getAttribute('data-type'))).toEqual([
      'passkey',
      'wallet',
      'github_oauth',
      'google_oauth',
    ]);
    await userEvent.click(link.getByRole('button', { name: 'Link GitHub' }));
    await expect(args.onLink).toHaveBeenCalledWith('github_oauth');
    await userEvent.click(link.getByRole('button', { name: 'Link a passkey' }));
    await expect(args.onLink).toHaveBeenLastCalledWith('passkey');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(args.onUpdateEmail).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Change phone' }));
    await expect(args.onUpdatePhone).toHaveBeenCalledOnce();
  },
};

/** Every kind the provider links, each with what identifies it; the MFA passkey cannot be unlinked. */
export const EveryKind: Story = {
  args: { user: everyKind, customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO' }] },
  play: async ({ canvas }) => {
    const rows = linkedRows(canvas);
    await expect(rows.map((row) => row.getAttribute('data-type'))).toEqual([
      'email',
      'phone',
      'wallet',
      'wallet',
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
    await expect(rows[3]).toHaveTextContent('Ethereum · MetaMask · Verified Feb 11, 2026 · Last used Feb 28, 2026');
    await expect(rows[3]).toHaveTextContent('Wallet');
    await expect(within(rows[3] as HTMLElement).getByRole('button', { name: /^Address 0xAb5801a7D3/ })).toBeVisible();
    await expect(rows[4]).toHaveTextContent(
      'PasskeyiCloud KeychainSafari on macOS · Verifies sign-ins · Verified Jan 12, 2026 · Last used Mar 1, 2026',
    );
    await expect(rows[5]).toHaveTextContent('PasskeyYubiKey 5 #2Safari on macOS');
    await expect(rows[6]).toHaveTextContent('GitHub@ada');
    await expect(rows[7]).toHaveTextContent('Googleada@gmail.com');
    await expect(rows[8]).toHaveTextContent('Acme SSOada@acme.test');
    await expect(rows[9]).toHaveTextContent('Farcaster@adaFID 3621');
    await expect(rows[10]).toHaveTextContent('Telegram@ada_lID 987654321');
    await expect(rows[11]).toHaveTextContent('Account from Orbit Games');
    await expect(
      within(rows[11] as HTMLElement).getByRole('button', {
        name: 'Address 0x3f17f1962B36e491b30A40b2405849e597Ba5FB5',
      }),
    ).toBeVisible();
    await expect(rows[12]).toHaveTextContent('Account in this appuser-42');
    const mfa = canvas.getByRole('button', { name: 'Unlink Passkey iCloud Keychain' });
    await expect(mfa).toBeDisabled();
    await expect(mfa).toHaveAccessibleDescription('Cannot unlink a passkey enrolled in MFA');
    await expect(canvas.getByRole('button', { name: 'Unlink Passkey YubiKey 5 #2' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Unlink Farcaster @ada' })).toBeEnabled();
    // Every offered kind but passkeys (2 of 5) is linked already.
    await expect(linkRegion(canvas).getAllByRole('listitem')).toHaveLength(1);
    await expect(linkRegion(canvas).getByRole('button', { name: 'Link a passkey' })).toBeEnabled();
  },
};

/** The last way in cannot be unlinked, and says why; the embedded wallet does not count as one. */
export const LastWayIn: Story = {
  args: { user: { ...baseUser, phone: undefined, linkedAccounts: [email, embeddedWallet] } },
  play: async ({ canvas }) => {
    const only = canvas.getByRole('button', { name: 'Unlink Email ada@example.com' });
    await expect(only).toBeDisabled();
    await expect(only).toHaveAccessibleDescription(lastWayIn);
    await expect(linkedRows(canvas)[0]).toHaveTextContent(lastWayIn);
    await expect(profileValue(canvas, 'Phone')).toHaveTextContent('None');
    await expect(canvas.queryByRole('button', { name: 'Change phone' })).toBeNull();
  },
};

/** Five passkeys: no more can be linked ("Cannot link more passkeys to account."). */
export const PasskeyLimit: Story = {
  args: {
    user: { ...baseUser, linkedAccounts: [email, ...[1, 2, 3, 4, 5].map((n) => passkey(n))] },
    linkable: ['passkey', 'github_oauth'],
  },
  play: async ({ canvas, args }) => {
    const add = linkRegion(canvas).getByRole('button', { name: 'Link a passkey' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Cannot link more passkeys to account.');
    await expect(linkRegion(canvas).getByText('Cannot link more passkeys to account.')).toBeVisible();
    await userEvent.click(add);
    await expect(args.onLink).not.toHaveBeenCalled();
    await expect(linkRegion(canvas).getByRole('button', { name: 'Link GitHub' })).toBeEnabled();
  },
};

/** Unlinking: the confirmation names the account; Unlink, then it leaves the list and focus returns. */
export const Unlink: Story = {
  tags: ['responsive'],
  args: { outcome: 'success', user: { ...baseUser, linkedAccounts: [email, phone, github] } } as Story['args'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink GitHub @ada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink GitHub?' }));
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'You will no longer be able to log in with GitHub @ada.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    await expect(args.onUnlink).toHaveBeenCalledWith(github);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(linkedRows(canvas)).toHaveLength(2);
    await expect(linkedRows(canvas).map((row) => row.getAttribute('data-type'))).toEqual(['email', 'phone']);
    // GitHub can be linked again.
    await expect(linkRegion(canvas).getByRole('button', { name: 'Link GitHub' })).toBeEnabled();
    // The button is gone: focus lands on the list's heading.
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^Linked accounts/ })).toHaveFocus());
  },
};

/** Cancel keeps the account; focus returns to its Unlink button. */
export const UnlinkCanceled: Story = {
  args: { outcome: 'success' } as Story['args'],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Unlink Phone +14155552671' });
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink Phone?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUnlink).not.toHaveBeenCalled();
    await expect(linkedRows(canvas)).toHaveLength(3);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Unlinking under way: the confirmation is busy and cannot be dismissed; every other action waits. */
export const Unlinking: Story = {
  args: { outcome: 'pending' } as Story['args'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink Email ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink Email?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    const busy = await dialog.findByRole('button', { name: 'Unlinking' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlink Phone +14155552671', hidden: true })).toBeDisabled();
  },
};

/** Unlinking refused by the provider (here: too many requests): the message in the dialog, and Try again. */
export const UnlinkFailed: Story = {
  args: { outcome: 'error', failWith: messageFor({ privyErrorCode: 'too_many_requests' }, 'link') } as Story['args'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink Email ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink Email?' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onUnlink).toHaveBeenCalledTimes(2);
    // Still linked, behind the dialog.
    await expect(
      canvas.getByRole('button', { name: 'Unlink Email ada@example.com', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** Linking GitHub: its button is busy, every other link and unlink waits. */
export const Linking: Story = {
  args: { linking: 'github_oauth' },
  play: async ({ canvas }) => {
    const busy = linkRegion(canvas).getByRole('button', { name: 'Linking GitHub' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(linkRegion(canvas).getByRole('button', { name: 'Link Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Unlink Email ada@example.com' })).toBeDisabled();
  },
};

/** The account belongs to another user (`linked_to_another_user`). */
export const LinkedToAnotherUser: Story = {
  args: { error: messageFor({ privyErrorCode: 'linked_to_another_user' }, 'link') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
  },
};

/** Too many requests (`too_many_requests`). */
export const TooManyRequests: Story = {
  args: { error: messageFor({ privyErrorCode: 'too_many_requests' }, 'link') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
  },
};

/** The provider refuses a second account of a kind (`cannot_link_more_of_type` while linking, say, a wallet). */
export const OneOfTypeRefused: Story = {
  args: {
    user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, externalWallet] },
    error: messageFor({ privyErrorCode: 'cannot_link_more_of_type' }, 'link'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You cannot authorize more than one account for this user.',
    );
    // With a wallet that signs in linked, the rule no longer offers another one.
    await expect(linkRegion(canvas).queryByRole('button', { name: 'Link a wallet' })).toBeNull();
  },
};

/** The provider refuses a sixth passkey (`cannot_link_more_of_type` while linking a passkey). */
export const PasskeyLimitRefused: Story = {
  args: { error: messageFor({ privyErrorCode: 'cannot_link_more_of_type' }, 'passkey') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot link more passkeys to account.');
  },
};

/** A guest: no e-mail or phone, terms not accepted, nothing linked yet; linking keeps the account. */
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
  play: async ({ canvas }) => {
    await expect(profileValue(canvas, 'Guest account')).toHaveTextContent('Yes: link an account to keep it');
    await expect(profileValue(canvas, 'Terms')).toHaveTextContent('Not accepted');
    await expect(profileValue(canvas, 'Email')).toHaveTextContent('None');
    await expect(canvas.getByText('No linked accounts yet.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Linked accounts/ })).toHaveAccessibleName(/: 0 linked accounts$/);
    await expect(linkRegion(canvas).getByRole('button', { name: 'Link Email' })).toBeEnabled();
  },
};

/** The app offers nothing more to link: it says so. */
export const NothingLeftToLink: Story = {
  args: { linkable: ['email', 'phone'] },
  play: async ({ canvas }) => {
    await expect(linkRegion(canvas).getByText('Every way in this app offers is linked.')).toBeVisible();
  },
};

/** The user is loading: the list waits. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    // One spinner; no profile of placeholders (no empty id, no "None", no 1970), no lists.
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Loading');
    await expect(canvas.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Profile' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Linked accounts' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Link an account' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy user ID' })).toBeNull();
  },
};

/** The dark theme, every kind. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { user: everyKind, customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO' }] },
  play: async ({ canvas }) => {
    await expect(linkedRows(canvas)).toHaveLength(13);
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, github] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unlink GitHub @ada' })).toBeVisible();
  },
};
