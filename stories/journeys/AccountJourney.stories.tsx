import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type AccountChange, AccountJourney } from '../../src/journeys/AccountJourney';
import type { OAuthProvider } from '../../src/ports';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import type { LinkableType } from '../../src/rules/accounts';
import { type FakeAccountOptions, useFakeAccount } from '../fixtures/fake-account';
import { Simulated } from '../fixtures/Simulated';
import { TestInbox } from '../fixtures/TestInbox';
import {
  baseUser,
  email,
  embeddedWallet,
  everyKind,
  github,
  passkey,
  phone,
} from '../screens/account/account-fixtures';
import { fixedClock } from '../screens/frame';

/**
 * The Account page, the component the app renders, against an in-memory backend that enforces what the provider
 * does: codes it really sends (shown in the story's test inbox, under the card) and really checks, accounts of other
 * users, rate limits, 5 passkeys and 1 of every other kind, the last way in and MFA passkeys, a simulated passkey
 * prompt and OAuth consent, wallets (an EIP-6963 Ethereum wallet and a Solana wallet) whose signatures it verifies,
 * e-mail and phone updates by a code sent to the new one, Farcaster in the provider's modal (a "Simulated" panel).
 */

const DEFAULT_LINKABLE: readonly LinkableType[] = [
  'email',
  'phone',
  'passkey',
  'wallet',
  'github_oauth',
  'google_oauth',
  'farcaster',
];

interface StoryProps {
  options: Omit<FakeAccountOptions, 'now'>;
  linkable?: readonly LinkableType[];
  /** The browser is an in-app browser (Google refuses those). */
  inAppBrowser?: boolean;
  /** This page load is the return from an OAuth provider (set `options.returningFrom` to the same). */
  oauthReturn?: { provider: OAuthProvider };
  onDone?: (change: AccountChange) => void;
}

function AccountStory({ options, linkable = DEFAULT_LINKABLE, inAppBrowser = false, oauthReturn, onDone }: StoryProps) {
  const [returnSettled, setReturnSettled] = useState(false);
  const { inbox, modal, modalError, modalCalls, fake } = useFakeAccount({ now: fixedClock, ...options });
  // One promise for every call: the journey asks again each time its wallet step mounts (see the report).
  const [discovered] = useState(() => Promise.resolve(fake.discovery));
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[26rem] sg:gap-3">
      <ScreenCard>
        <AccountJourney
          backend={fake.backend}
          linkable={linkable}
          customProviders={[{ id: 'custom:acme-sso', name: 'Acme SSO' }]}
          discoverWallets={() => discovered}
          inAppBrowser={inAppBrowser}
          oauthReturn={oauthReturn}
          onReturnSettled={() => setReturnSettled(true)}
          pageUrl="https://sigil.example/account"
          timeZone="UTC"
          clockPaused
          onDone={onDone}
        />
      </ScreenCard>
      <TestInbox inbox={inbox} />
      {oauthReturn ? (
        <p className="sg:text-center sg:text-muted-foreground sg:text-xs">
          {returnSettled ? 'Return handled: the provider’s parameters would leave the address bar.' : null}
        </p>
      ) : null}
      {modal ? (
        <Simulated
          what={`provider modal (${modal === 'farcaster' ? 'Farcaster' : 'Telegram'})`}
          actions={[
            { label: 'Approve in modal', variant: 'primary', onClick: () => fake.answerModal('link') },
            { label: 'Close modal', onClick: () => fake.answerModal('close') },
          ]}
        >
          <p className="sg:mb-3 sg:text-muted-foreground">
            Opened by the page ({modalCalls.length} {modalCalls.length === 1 ? 'call' : 'calls'}).
          </p>
          {modalError ? <p className="sg:mb-3 sg:text-foreground">{modalError}</p> : null}
        </Simulated>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Journeys/Account',
  component: AccountStory,
  args: { options: { user: baseUser }, onDone: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Linking, unlinking and updating the ways a user logs in, as the app renders it, against an in-memory backend that enforces the provider’s rules.',
      },
    },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Users ── */

/** A user who logs in with GitHub and has a phone, no e-mail. */
const noEmail = { ...baseUser, email: undefined, linkedAccounts: [phone, embeddedWallet, github] };
/** A user with an e-mail, no phone. */
const noPhone = { ...baseUser, phone: undefined, linkedAccounts: [email, embeddedWallet] };

/* ── Helpers for the play functions ── */

/** The linked accounts; `hidden`: also while a dialog hides the page from assistive technology. */
const linkedRegion = (hidden = false) => screen.getByRole('region', { name: /^Linked accounts/, hidden });
const linkedRows = (hidden = false) => within(linkedRegion(hidden)).getAllByRole('listitem', { hidden });
const linkedTypes = (hidden = false) => linkedRows(hidden).map((row) => row.getAttribute('data-type'));
const linkRegion = () => within(screen.getByRole('region', { name: 'Link an account' }));
/** The profile's value for a term. */
const profileValue = (term: string) => {
  const dt = within(screen.getByRole('region', { name: 'Profile' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};
const overview = () => screen.findByRole('heading', { name: 'Your account' });
/** A step that may load its code first (the contact and wallet steps are chunks of their own): waits longer. */
const loadedStep = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });
const codeBoxes = () => screen.getByRole('textbox', { name: 'Verification code' });

/** The messages in the test inbox, oldest first. */
async function inboxMessages() {
  const inbox = await screen.findByRole('region', { name: 'Test inbox' });
  return within(inbox)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent ?? '', code: item.querySelector('code')?.textContent ?? '' }));
}
const lastCode = async () => (await inboxMessages()).at(-1)?.code ?? '';

async function typeCode(code: string) {
  await waitFor(() => expect(codeBoxes()).toBeEnabled());
  await userEvent.click(codeBoxes());
  await userEvent.keyboard(code);
}

/** "Link Email", an address, Submit: at the code step. */
async function sendEmailCode(address: string) {
  await userEvent.click(linkRegion().getByRole('button', { name: 'Link Email' }));
  await expect(await loadedStep('Connect email')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), address);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** Unlinks the account whose Unlink button has this name, confirming in the dialog. */
async function unlinkConfirmed(name: string, dialogTitle: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  const dialog = within(await screen.findByRole('dialog', { name: dialogTitle }));
  await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The date everything linked in these stories carries (the fixed clock, in UTC). */
const TODAY = 'Verified Jan 1, 2026 · Last used Jan 1, 2026';

/* ── The overview ── */

/** A user with every kind linked: each with what identifies it; what cannot be unlinked says why. */
export const Overview: Story = {
  args: { options: { user: everyKind }, linkable: [...DEFAULT_LINKABLE, 'custom:acme-sso'] },
  play: async () => {
    await expect(await overview()).toBeVisible();
    await expect(profileValue('User ID')).toHaveTextContent('did:privy:cm7a1b2c3d4e5f6g7h8i9j0k');
    await expect(profileValue('Created')).toHaveTextContent('Jan 5, 2026');
    await expect(linkedRegion()).toHaveAccessibleName(/: 13 linked accounts$/);
    await expect(linkedTypes()).toEqual([
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
    await expect(linkedRows()[9]).toHaveTextContent('Farcaster@adaFID 3621');
    const mfa = screen.getByRole('button', { name: 'Unlink Passkey iCloud Keychain' });
    await expect(mfa).toBeDisabled();
    await expect(mfa).toHaveAccessibleDescription('Cannot unlink a passkey enrolled in MFA');
    await expect(screen.getByRole('button', { name: 'Unlink Embedded wallet' })).toHaveAccessibleDescription(
      'This wallet was created for your account and stays with it.',
    );
    await expect(screen.getByRole('button', { name: 'Unlink GitHub @ada' })).toBeEnabled();
    // Every offered kind is linked but passkeys (2 of 5).
    await expect(
      linkRegion()
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-type')),
    ).toEqual(['passkey']);
  },
};

/** The backend is still loading (the SDK has not arrived): the list waits. */
export const Loading: Story = {
  args: { options: { user: baseUser, delays: { ready: 'never' } } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Linked accounts' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Link an account' })).toBeNull();
  },
};

/* ── E-mail and phone ── */

/** Link an e-mail: the address, the code from the inbox, "Email connected", back: listed, and now changeable. */
export const LinkEmail: Story = {
  args: { options: { user: noEmail } },
  play: async ({ args }) => {
    await expect(profileValue('Email')).toHaveTextContent('None');
    await sendEmailCode('ada@example.com');
    await expect(await screen.findByText('Enter the code sent to ada@example.com')).toBeVisible();
    const [sent] = await inboxMessages();
    await expect(sent?.text).toMatch(/^Email to ada@example\.com: \d{6}$/);
    await expect(args.onDone).not.toHaveBeenCalled();
    await typeCode(sent?.code ?? '');
    await expect(await screen.findByRole('heading', { name: 'Email connected' })).toBeVisible();
    await expect(screen.getByText('ada@example.com is now on your account.')).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith({
      action: 'linked',
      account: expect.objectContaining({ type: 'email', address: 'ada@example.com' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    // Focus is not lost to the page: the overview's title takes it (the Link Email button is gone).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your account' })).toHaveFocus());
    await expect(linkedTypes()).toEqual(['phone', 'wallet', 'github_oauth', 'email']);
    await expect(linkedRows()[3]).toHaveTextContent(`Emailada@example.com${TODAY}`);
    await expect(profileValue('Email')).toHaveTextContent('ada@example.com');
    await expect(screen.getByRole('button', { name: 'Change email' })).toBeEnabled();
    await expect(linkRegion().queryByRole('button', { name: 'Link Email' })).toBeNull();
  },
};

/** A wrong code is said under the boxes, which empty; no banner; the address is kept. */
export const WrongCode: Story = {
  args: { options: { user: noEmail } },
  play: async () => {
    await sendEmailCode('ada@example.com');
    const right = await lastCode();
    await typeCode(right === '000000' ? '111111' : '000000');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription('The code you entered is not valid'));
    await expect(codeBoxes()).toHaveValue('');
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByText('Enter the code sent to ada@example.com')).toBeVisible();
  },
};

/** An address that belongs to another user: "This account has already been linked to another user." */
export const LinkedToAnotherUser: Story = {
  args: {
    options: {
      user: noEmail,
      otherUsers: [{ type: 'email', address: 'grace@example.com', firstVerifiedAt: null, latestVerifiedAt: null }],
    },
  },
  play: async () => {
    await sendEmailCode('grace@example.com');
    await typeCode(await lastCode());
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has already been linked to another user.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await overview()).toBeVisible();
    // Back where the user left: the Link Email button that opened the step has focus again.
    await waitFor(() => expect(linkRegion().getByRole('button', { name: 'Link Email' })).toHaveFocus());
    await expect(linkedTypes()).not.toContain('email');
  },
};

/** An address sent 5 codes in the last 10 minutes: "Too many requests. Please wait before trying again." */
export const TooManyRequests: Story = {
  args: { options: { user: noEmail, sentBefore: { 'ada@example.com': 5 } } },
  play: async () => {
    await sendEmailCode('ada@example.com');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
    await expect(screen.queryByRole('region', { name: 'Test inbox' })).toBeNull();
  },
};

/** Link a phone: Submit reads "Submitting" while the code is sent; the SMS code; "Phone connected"; listed. */
export const LinkPhone: Story = {
  args: { options: { user: noPhone, delays: { send: 400 } } },
  play: async () => {
    await userEvent.click(linkRegion().getByRole('button', { name: 'Link Phone' }));
    await expect(await loadedStep('Connect phone')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '4155550123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
    await expect(await screen.findByText('Enter the code sent to +14155550123')).toBeVisible();
    await expect((await inboxMessages())[0]?.text).toMatch(/^SMS to \+14155550123: \d{6}$/);
    await typeCode(await lastCode());
    await expect(await screen.findByRole('heading', { name: 'Phone connected' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(linkedTypes()).toEqual(['email', 'wallet', 'phone']);
    await expect(linkedRows()[2]).toHaveTextContent(`Phone+14155550123${TODAY}`);
    await expect(profileValue('Phone')).toHaveTextContent('+14155550123');
  },
};

/** Update e-mail: the code goes to the NEW address; then the account reads it. */
export const UpdateEmail: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    await expect(await loadedStep('Update email')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'New email address' }), 'ada@lovelace.example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Changing ada@example.com to ada@lovelace.example')).toBeVisible();
    await expect((await inboxMessages())[0]?.text).toMatch(/^Email to ada@lovelace\.example: \d{6}$/);
    await typeCode(await lastCode());
    await expect(await screen.findByRole('heading', { name: 'Email updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(profileValue('Email')).toHaveTextContent('ada@lovelace.example');
    await expect(linkedRows()[0]).toHaveTextContent('Emailada@lovelace.example');
    await expect(screen.getByRole('button', { name: 'Unlink Email ada@lovelace.example' })).toBeEnabled();
  },
};

/** Update phone: the SMS goes to the new number; then the account reads it. */
export const UpdatePhone: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change phone' }));
    await expect(await loadedStep('Update phone')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'New phone number' }), '4155550199');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Changing +14155552671 to +14155550199')).toBeVisible();
    await expect((await inboxMessages())[0]?.text).toMatch(/^SMS to \+14155550199: \d{6}$/);
    await typeCode(await lastCode());
    await expect(await screen.findByRole('heading', { name: 'Phone updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(profileValue('Phone')).toHaveTextContent('+14155550199');
    await expect(linkedRows()[1]).toHaveTextContent('Phone+14155550199');
  },
};

/* ── Passkeys ── */

/** Link a passkey: the button is busy during the browser's prompt; then the passkey is listed. */
export const LinkPasskey: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link a passkey' }));
    await expect(await screen.findByRole('button', { name: 'Linking a passkey' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(linkedTypes()).toEqual(['email', 'phone', 'wallet', 'passkey']));
    await expect(linkedRows()[3]).toHaveTextContent(`PasskeyGoogle Password ManagerChrome on macOS · ${TODAY}`);
    await expect(screen.getByRole('button', { name: 'Unlink Passkey Google Password Manager' })).toBeEnabled();
  },
};

/** Four passkeys, a fifth linked: at the limit, "Cannot link more passkeys to account." and no more. */
export const PasskeyLimit: Story = {
  args: { options: { user: { ...baseUser, linkedAccounts: [email, ...[1, 2, 3, 4].map((n) => passkey(n))] } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link a passkey' }));
    await waitFor(() => expect(linkedTypes().filter((type) => type === 'passkey')).toHaveLength(5));
    const add = linkRegion().getByRole('button', { name: 'Link a passkey' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Cannot link more passkeys to account.');
    await expect(linkRegion().getByText('Cannot link more passkeys to account.')).toBeVisible();
  },
};

/** The browser's passkey prompt dismissed: "Passkey request timed out or rejected by user."; nothing linked. */
export const PasskeyRejected: Story = {
  args: { options: { user: baseUser, passkeyPrompt: 'reject' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link a passkey' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await expect(linkedTypes()).toEqual(['email', 'phone', 'wallet']);
    await expect(linkRegion().getByRole('button', { name: 'Link a passkey' })).toBeEnabled();
  },
};

/* ── Wallets ── */

/** Link a wallet: MetaMask (announced through EIP-6963) signs the message; the fake verifies it; listed. */
export const LinkWallet: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link a wallet' }));
    await expect(await loadedStep('Connect a wallet')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /MetaMask/ }));
    await expect(await screen.findByRole('heading', { name: 'Your account' }, { timeout: 3000 })).toBeVisible();
    await expect(linkedTypes()).toEqual(['email', 'phone', 'wallet', 'wallet']);
    const row = within(linkedRows()[3] as HTMLElement);
    await expect(row.getByRole('button', { name: /^Address 0x[0-9a-fA-F]{40}$/ })).toBeVisible();
    await expect(linkedRows()[3]).toHaveTextContent(`Ethereum · MetaMask · ${TODAY}`);
    await expect(linkRegion().queryByRole('button', { name: 'Link a wallet' })).toBeNull();
  },
};

/* ── OAuth ── */

/** Link GitHub: "Linking GitHub", consent (simulated), "GitHub linked", back: listed. */
export const LinkGitHub: Story = {
  args: { options: { user: noPhone } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link GitHub' }));
    await expect(await screen.findByRole('heading', { name: 'Linking GitHub' })).toBeVisible();
    await expect(await screen.findByRole('heading', { name: 'GitHub linked' })).toBeVisible();
    await expect(screen.getByText('You can now log in with GitHub.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(linkedRows()[2]).toHaveTextContent(`GitHub@ada-lovelace${TODAY}`);
  },
};

/**
 * What users see with the real SDK: it leaves the page for the provider, and the page loads again on the way back
 * (`oauthReturn`), where the backend finishes the link: "GitHub linked", then the host clears the address bar.
 */
export const ReturnFromGitHub: Story = {
  args: { options: { user: noPhone, returningFrom: 'github' }, oauthReturn: { provider: 'github' } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'GitHub linked' })).toBeVisible();
    await expect(await screen.findByText(/^Return handled/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(linkedRows()[2]).toHaveTextContent(`GitHub@ada-lovelace${TODAY}`);
  },
};

/** The app asked Google for its tokens: the scopes and each token's lifetime (never the tokens). */
export const OAuthTokens: Story = {
  args: {
    options: {
      user: noPhone,
      oauthTokens: {
        scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'],
        accessTokenExpiresInSeconds: 3599,
        refreshTokenExpiresInSeconds: 15_552_000,
      },
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link Google' }));
    await expect(await screen.findByRole('heading', { name: 'Access granted by Google' })).toBeVisible();
    const scopes = within(screen.getByRole('region', { name: 'Scopes' }));
    await expect(scopes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'openid',
      'email',
      'https://www.googleapis.com/auth/calendar.readonly',
    ]);
    await expect(screen.getByText('Access token').nextElementSibling).toHaveTextContent('Expires in 59 minutes');
    await expect(screen.getByText('Refresh token').nextElementSibling).toHaveTextContent('Expires in 180 days');
    await expect(screen.queryByText(/fake-access-token/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(linkedRows()[2]).toHaveTextContent('Googleada.lovelace@gmail.com');
  },
};

/** Consent denied: "Could not link GitHub" with the provider's message; Retry, allowed this time: linked. */
export const OAuthDeniedThenRetry: Story = {
  args: { options: { user: noPhone, oauthOutcomes: ['denied'] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link GitHub' }));
    await expect(await screen.findByRole('heading', { name: 'Could not link GitHub' })).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent('User denied confirmation during OAuth flow');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('heading', { name: 'GitHub linked' })).toBeVisible();
  },
};

/** Google in an in-app browser: not even tried, "Could not log in with provider", a link to open elsewhere. */
export const GoogleInAppBrowser: Story = {
  args: { inAppBrowser: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link Google' }));
    await expect(await screen.findByRole('heading', { name: 'Could not log in with provider' })).toBeVisible();
    await expect(
      screen.getByText('This in-app browser cannot sign in with Google. Open this page in your browser and try again.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy link to open in browser' })).toBeVisible();
  },
};

/* ── Unlinking ── */

/** Unlink after a confirmation: Cancel keeps the account; Unlink takes it off the list. */
export const Unlink: Story = {
  args: { options: { user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, github] } } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink GitHub @ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink GitHub?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to log in with GitHub @ada.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(linkedTypes()).toContain('github_oauth');
    await expect(args.onDone).not.toHaveBeenCalled();
    await unlinkConfirmed('Unlink GitHub @ada', 'Unlink GitHub?');
    await expect(linkedTypes()).toEqual(['email', 'phone', 'wallet']);
    await expect(args.onDone).toHaveBeenCalledWith({ action: 'unlinked', account: github });
    await expect(linkRegion().getByRole('button', { name: 'Link GitHub' })).toBeEnabled();
  },
};

/** The provider refuses the unlink (too many requests): said in the dialog, with "Try again", which goes through. */
export const UnlinkRefused: Story = {
  args: {
    options: {
      user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, github] },
      failOnce: { unlink: Object.assign(new Error('Too many requests'), { privyErrorCode: 'too_many_requests' }) },
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Phone +14155552671' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink Phone?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await expect(linkedTypes(true)).toContain('phone');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(linkedTypes()).toEqual(['email', 'wallet', 'github_oauth']);
    await expect(profileValue('Phone')).toHaveTextContent('None');
  },
};

/** The last way in (the embedded wallet is not one): Unlink disabled, with the reason. */
export const LastWayIn: Story = {
  args: { options: { user: noPhone } },
  play: async () => {
    const only = await screen.findByRole('button', { name: 'Unlink Email ada@example.com' });
    await expect(only).toBeDisabled();
    await expect(only).toHaveAccessibleDescription(
      'This is your only way to log in. Link another account before unlinking it.',
    );
  },
};

/** A passkey enrolled in MFA: Unlink disabled, "Cannot unlink a passkey enrolled in MFA"; another passkey can go. */
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
    const mfa = await screen.findByRole('button', { name: 'Unlink Passkey iCloud Keychain' });
    await expect(mfa).toBeDisabled();
    await expect(mfa).toHaveAccessibleDescription('Cannot unlink a passkey enrolled in MFA');
    await expect(linkedRows()[1]).toHaveTextContent('Verifies sign-ins');
    await unlinkConfirmed('Unlink Passkey YubiKey 5 #2', 'Unlink Passkey?');
    await expect(linkedTypes()).toEqual(['email', 'passkey']);
  },
};

/* ── The provider's modal ── */

/** Farcaster links only in the provider's modal: the page opens it (the fake records the call); then listed. */
export const FarcasterInProviderModal: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Link Farcaster' }));
    const modal = within(await screen.findByRole('region', { name: 'Simulated provider modal (Farcaster)' }));
    await expect(modal.getByText('Opened by the page (1 call).')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Approve in modal' }));
    await waitFor(() => expect(linkedTypes()).toEqual(['email', 'phone', 'wallet', 'farcaster']));
    await expect(linkedRows()[3]).toHaveTextContent(`Farcaster@adaFID 3621 · ${TODAY}`);
    await expect(screen.queryByRole('region', { name: /^Simulated/ })).toBeNull();
    await expect(linkRegion().queryByRole('button', { name: 'Link Farcaster' })).toBeNull();
  },
};

/* ── Walkthrough ── */

/** One sitting: link an e-mail, unlink it again, change the phone number. */
export const Walkthrough: Story = {
  args: { options: { user: noEmail } },
  play: async () => {
    await sendEmailCode('ada@example.com');
    await typeCode(await lastCode());
    await expect(await screen.findByRole('heading', { name: 'Email connected' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(linkedTypes()).toEqual(['phone', 'wallet', 'github_oauth', 'email']);

    await unlinkConfirmed('Unlink Email ada@example.com', 'Unlink Email?');
    await expect(linkedTypes()).toEqual(['phone', 'wallet', 'github_oauth']);
    await expect(profileValue('Email')).toHaveTextContent('None');

    await userEvent.click(screen.getByRole('button', { name: 'Change phone' }));
    await expect(await loadedStep('Update phone')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'New phone number' }), '4155550199');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Changing +14155552671 to +14155550199')).toBeVisible();
    await typeCode(await lastCode());
    await expect(await screen.findByRole('heading', { name: 'Phone updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await overview()).toBeVisible();
    await expect(profileValue('Phone')).toHaveTextContent('+14155550199');
    await expect((await inboxMessages()).map((message) => message.text.replace(/\d{6}$/, '…'))).toEqual([
      'Email to ada@example.com: …',
      'SMS to +14155550199: …',
    ]);
  },
};

/** At a phone's width: the overview with a few kinds linked. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { options: { user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, github] } } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Unlink GitHub @ada' })).toBeVisible();
    await expect(linkRegion().getByRole('button', { name: 'Link a passkey' })).toBeVisible();
  },
};
