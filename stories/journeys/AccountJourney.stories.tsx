import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  baseUser,
  email,
  embeddedWallet,
  everyKind,
  github,
  passkey,
  phone,
} from '../screens/account/account-fixtures';
import * as page from './helpers/account-page';
import { codeBoxes, typeCode } from './helpers/code-boxes';

/**
 * The Account page's states, the catalogue a designer browses: the overview with every kind linked, loading, each
 * error and each reason an account cannot be disconnected, phone. Linking, updating and unlinking run end to end are its
 * behaviour stories (AccountJourney.behaviour.stories.tsx); both use helpers/account-page.tsx.
 */
const meta = { title: 'Journeys/AccountJourney', ...page.accountMeta() } satisfies Meta<typeof page.AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user with every kind linked: each with what identifies it; what cannot be unlinked says why. */
export const Overview: Story = {
  args: { options: { user: everyKind }, linkable: [...page.DEFAULT_LINKABLE, 'custom:acme-sso'] },
  play: async () => {
    await expect(await page.overview()).toBeVisible();
    // The developer data is one click away.
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await expect(page.profileValue('User ID')).toHaveTextContent('did:privy:cm7a1b2c3d4e5f6g7h8i9j0k');
    await expect(page.profileValue('Created')).toHaveTextContent('Jan 5, 2026');
    await expect(page.linkedRegion()).toHaveAccessibleName(/: 11 ways to log in$/);
    await expect(page.linkedTypes()).toEqual([
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
      'wallet',
      'wallet',
    ]);
    await expect(page.linkedRows()[7]).toHaveTextContent('Farcaster@adaFID 3621');
    // What the rules keep says why, with no button that cannot be used.
    await expect(screen.queryByRole('button', { name: 'Disconnect Passkey iCloud Keychain' })).toBeNull();
    await expect(page.linkedRows()[2]).toHaveTextContent('Cannot unlink a passkey enrolled in MFA');
    await expect(page.linkedRows()[11]).toHaveTextContent(
      'This wallet was created for your account and stays with it.',
    );
    await expect(screen.getByRole('button', { name: 'Disconnect GitHub @ada' })).toBeEnabled();
    // Every offered kind is linked but passkeys (2 of 5).
    await expect(await page.addWayItems()).toEqual(['Passkey']);
  },
};

/** The backend is still loading (the SDK has not arrived): the list waits. */
export const Loading: Story = {
  args: { options: { user: baseUser, delays: { ready: 'never' } } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    await expect(screen.queryByRole('region', { name: /^Ways to log in/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Add a way to log in' })).toBeNull();
  },
};

/** A wrong code is said under the boxes, which empty; no banner; the address is kept. */
export const WrongCode: Story = {
  args: { options: { user: page.noEmail } },
  play: async () => {
    await page.sendEmailCode('ada@example.com');
    const right = await page.lastCode();
    await typeCode(right === '000000' ? '111111' : '000000');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription('The code you entered is not valid'));
    await expect(codeBoxes()).toHaveValue('');
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByText('Enter the code sent to ada@example.com')).toBeVisible();
  },
};

/** An address sent 5 codes in the last 10 minutes: "Too many requests. Please wait before trying again." */
export const TooManyRequests: Story = {
  args: { options: { user: page.noEmail, sentBefore: { 'ada@example.com': 5 } } },
  play: async () => {
    await page.sendEmailCode('ada@example.com');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
    await expect(screen.queryByRole('region', { name: 'Test inbox' })).toBeNull();
  },
};

/** Four passkeys, a fifth linked: at the limit, "Cannot link more passkeys to account." and no more. */
export const PasskeyLimit: Story = {
  args: { options: { user: { ...baseUser, linkedAccounts: [email, ...[1, 2, 3, 4].map((n) => passkey(n))] } } },
  play: async () => {
    await page.addWay('Passkey');
    await waitFor(() => expect(page.linkedTypes().filter((type) => type === 'passkey')).toHaveLength(5));
    const menu = await page.openAddWay();
    const add = menu.getByRole('menuitem', { name: /^Passkey/ });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveTextContent('Cannot link more passkeys to account.');
    await userEvent.keyboard('{Escape}');
  },
};

/** The browser's passkey prompt dismissed: "Passkey request timed out or rejected by user."; nothing linked. */
export const PasskeyRejected: Story = {
  args: { options: { user: baseUser, passkeyPrompt: 'reject' } },
  play: async () => {
    await page.addWay('Passkey');
    await expect(await screen.findByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await expect(page.linkedTypes()).toEqual(['email', 'phone', 'wallet']);
    await expect(await page.addWayItems()).toContain('Passkey');
  },
};

/** Google in an in-app browser: not even tried, "Could not log in with provider", a link to open elsewhere. */
export const GoogleInAppBrowser: Story = {
  args: { inAppBrowser: true },
  play: async () => {
    await page.addWay('Google');
    await expect(await screen.findByRole('heading', { name: 'Could not log in with provider' })).toBeVisible();
    await expect(
      screen.getByText('This in-app browser cannot sign in with Google. Open this page in your browser and try again.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy link to open in browser' })).toBeVisible();
  },
};

/** The only way to log in (the embedded wallet is not one): no Disconnect, the reason instead. */
export const LastWayIn: Story = {
  args: { options: { user: page.noPhone } },
  play: async () => {
    await expect(await page.overview()).toBeVisible();
    await expect(page.linkedRows()[0]).toHaveTextContent(
      'This is your only way to log in. Connect another way to log in before disconnecting it.',
    );
    await expect(screen.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  },
};

/** A passkey enrolled in MFA: no Disconnect, "Cannot unlink a passkey enrolled in MFA"; another passkey can go. */
export const MfaPasskey: Story = {
  args: {
    options: {
      user: {
        ...baseUser,
        linkedAccounts: [email, passkey(1, { enrolledInMfa: true }), passkey(2)],
        mfaMethods: ['passkey'],
      },
    },
  },
  play: async () => {
    await expect(await page.overview()).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Disconnect Passkey iCloud Keychain' })).toBeNull();
    await expect(page.linkedRows()[1]).toHaveTextContent('Verifies sign-ins');
    await expect(page.linkedRows()[1]).toHaveTextContent('Cannot unlink a passkey enrolled in MFA');
    await page.unlinkConfirmed('Disconnect Passkey YubiKey 5 #2', 'Disconnect Passkey?');
    await expect(page.linkedTypes()).toEqual(['email', 'passkey']);
  },
};

/** At a phone's width: the overview with a few kinds linked. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { options: { user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, github] } } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Disconnect GitHub @ada' })).toBeVisible();
    await expect(page.addWayButton()).toBeVisible();
  },
};
