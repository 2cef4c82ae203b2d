import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { baseUser, email, embeddedWallet, github, phone } from '../screens/account/account-fixtures';
import * as page from './helpers/account-page';
import { typeCode } from './helpers/code-boxes';

/**
 * The Account page end to end: linking each kind (codes from the test inbox, a wallet's real signature, OAuth consent,
 * the provider's modal), updating e-mail and phone, unlinking. The states, for browsing, are the catalogue
 * (AccountJourney.stories.tsx).
 */
const meta = { title: 'Journeys/AccountJourney/Behaviour', ...page.accountMeta() } satisfies Meta<
  typeof page.AccountStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Link an e-mail: the address, the code from the inbox, "Email connected", back: listed, and now changeable. */
export const LinkEmail: Story = {
  args: { options: { user: page.noEmail } },
  play: async ({ args }) => {
    await expect(page.profileValue('Email')).toHaveTextContent('None');
    await page.sendEmailCode('ada@example.com');
    await expect(await screen.findByText('Enter the code sent to ada@example.com')).toBeVisible();
    const [sent] = await page.inboxMessages();
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
    await page.doneToOverview();
    // Focus is not lost to the page: the "Add a way to log in" button that opened the step takes it back.
    await waitFor(() => expect(page.addWayButton()).toHaveFocus());
    await expect(page.linkedTypes()).toEqual(['phone', 'github_oauth', 'email', 'wallet']);
    await expect(page.linkedRows()[2]).toHaveTextContent(`Emailada@example.com${page.TODAY}`);
    await expect(page.profileValue('Email')).toHaveTextContent('ada@example.com');
    await expect(screen.getByRole('button', { name: 'Change email' })).toBeEnabled();
    await expect(await page.addWayItems()).not.toContain('Email');
  },
};

/** An address that belongs to another user: "This account has already been linked to another user." */
export const LinkedToAnotherUser: Story = {
  args: {
    options: {
      user: page.noEmail,
      otherUsers: [{ type: 'email', address: 'grace@example.com', firstVerifiedAt: null, latestVerifiedAt: null }],
    },
  },
  play: async () => {
    await page.sendEmailCode('grace@example.com');
    await page.typeLastCode();
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has already been linked to another user.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await page.overview()).toBeVisible();
    // Back where the user left: the button for e-mail ("Add email", beside the profile's e-mail) has focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add email' })).toHaveFocus());
    await expect(page.linkedTypes()).not.toContain('email');
  },
};

/** "Add phone": Submit reads "Submitting" while the code is sent; the SMS code; "Phone connected"; listed. */
export const LinkPhone: Story = {
  args: { options: { user: page.noPhone, delays: { send: 400 } } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Add phone' }));
    await expect(await page.loadedStep('Connect phone')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '4155550123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
    await expect(await screen.findByText('Enter the code sent to +14155550123')).toBeVisible();
    await expect((await page.inboxMessages())[0]?.text).toMatch(/^SMS to \+14155550123: \d{6}$/);
    await page.typeLastCode();
    await expect(await screen.findByRole('heading', { name: 'Phone connected' })).toBeVisible();
    await page.doneToOverview();
    // Focus back on the "Add phone" button's place: it is now "Change phone", so the menu's button takes it.
    await waitFor(() => expect(page.addWayButton()).toHaveFocus());
    await expect(page.linkedTypes()).toEqual(['email', 'phone', 'wallet']);
    await expect(page.linkedRows()[1]).toHaveTextContent(`Phone+1 415 555 0123${page.TODAY}`);
    await expect(page.profileValue('Phone')).toHaveTextContent('+1 415 555 0123');
  },
};

/** Update e-mail: the code goes to the NEW address; then the account reads it. */
export const UpdateEmail: Story = {
  play: async () => {
    await page.changeContact('email', 'ada@lovelace.example', 'Changing ada@example.com to ada@lovelace.example');
    await expect((await page.inboxMessages())[0]?.text).toMatch(/^Email to ada@lovelace\.example: \d{6}$/);
    await page.typeLastCode();
    await expect(await screen.findByRole('heading', { name: 'Email updated' })).toBeVisible();
    await page.doneToOverview();
    await expect(page.profileValue('Email')).toHaveTextContent('ada@lovelace.example');
    await expect(page.linkedRows()[0]).toHaveTextContent('Emailada@lovelace.example');
    await expect(screen.getByRole('button', { name: 'Disconnect Email ada@lovelace.example' })).toBeEnabled();
  },
};

/** Update phone: the SMS goes to the new number; then the account reads it. */
export const UpdatePhone: Story = {
  play: async () => {
    await page.changeContact('phone', '4155550199', 'Changing +14155552671 to +14155550199');
    await expect((await page.inboxMessages())[0]?.text).toMatch(/^SMS to \+14155550199: \d{6}$/);
    await page.typeLastCode();
    await expect(await screen.findByRole('heading', { name: 'Phone updated' })).toBeVisible();
    await page.doneToOverview();
    await expect(page.profileValue('Phone')).toHaveTextContent('+1 415 555 0199');
    await expect(page.linkedRows()[1]).toHaveTextContent('Phone+1 415 555 0199');
  },
};

/** Connect a passkey: the menu's button is busy during the browser's prompt; then the passkey is listed. */
export const LinkPasskey: Story = {
  play: async () => {
    await page.addWay('Passkey');
    // The busy button and its label read in one synchronous check: the fake may finish on the next render.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Connecting a passkey' })).toHaveAttribute('aria-busy', 'true'),
    );
    await waitFor(() => expect(page.linkedTypes()).toEqual(['email', 'phone', 'passkey', 'wallet']));
    await expect(page.linkedRows()[2]).toHaveTextContent(
      `PasskeyGoogle Password ManagerChrome on macOS · ${page.TODAY}`,
    );
    await expect(screen.getByRole('button', { name: 'Disconnect Passkey Google Password Manager' })).toBeEnabled();
  },
};

/** Connect a wallet: MetaMask (announced through EIP-6963) signs the message; the fake verifies it; listed. */
export const LinkWallet: Story = {
  play: async () => {
    await page.addWay('Wallet');
    await expect(await page.loadedStep('Connect a wallet')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /MetaMask/ }));
    await expect(await screen.findByRole('heading', { name: 'Your account' }, { timeout: 3000 })).toBeVisible();
    await expect(page.linkedTypes()).toEqual(['email', 'phone', 'wallet', 'wallet']);
    const row = within(page.linkedRows()[3] as HTMLElement);
    await expect(row.getByRole('button', { name: /^Address 0x[0-9a-fA-F]{40}$/ })).toBeVisible();
    await expect(page.linkedRows()[3]).toHaveTextContent(`MetaMask`);
    await expect(page.linkedRows()[3]).toHaveTextContent(`Ethereum · ${page.TODAY}`);
    await expect(await page.addWayItems()).not.toContain('Wallet');
  },
};

/** Connect GitHub: "Connecting GitHub", consent (simulated), "GitHub connected", back: listed. */
export const LinkGitHub: Story = {
  args: { options: { user: page.noPhone } },
  play: async () => {
    await page.addWay('GitHub');
    await expect(await screen.findByRole('heading', { name: 'Connecting GitHub' })).toBeVisible();
    await expect(await screen.findByRole('heading', { name: 'GitHub connected' })).toBeVisible();
    await expect(screen.getByText('You can now log in with GitHub.')).toBeVisible();
    await page.doneToOverview();
    await expect(page.linkedRows()[1]).toHaveTextContent(`GitHub@ada-lovelace${page.TODAY}`);
  },
};

/**
 * What users see with the real SDK: it leaves the page for the provider, and the page loads again on the way back
 * (`oauthReturn`), where the backend finishes the link: "GitHub connected", then the host clears the address bar.
 */
export const ReturnFromGitHub: Story = {
  args: { options: { user: page.noPhone, returningFrom: 'github' }, oauthReturn: { provider: 'github' } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'GitHub connected' })).toBeVisible();
    await expect(await screen.findByText(/^Return handled/)).toBeVisible();
    await page.doneToOverview();
    await expect(page.linkedRows()[1]).toHaveTextContent(`GitHub@ada-lovelace${page.TODAY}`);
  },
};

/** The app asked Google for its tokens: the scopes and each token's lifetime (never the tokens). */
export const OAuthTokens: Story = {
  args: {
    options: {
      user: page.noPhone,
      oauthTokens: {
        scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'],
        accessTokenExpiresInSeconds: 3599,
        refreshTokenExpiresInSeconds: 15_552_000,
      },
    },
  },
  play: async () => {
    await page.addWay('Google');
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
    await page.doneToOverview();
    await expect(page.linkedRows()[1]).toHaveTextContent('Googleada.lovelace@gmail.com');
  },
};

/** Consent denied: "Could not connect GitHub" with the provider's message; Retry, allowed this time: linked. */
export const OAuthDeniedThenRetry: Story = {
  args: { options: { user: page.noPhone, oauthOutcomes: ['denied'] } },
  play: async () => {
    await page.addWay('GitHub');
    await expect(await screen.findByRole('heading', { name: 'Could not connect GitHub' })).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent('User denied confirmation during OAuth flow');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('heading', { name: 'GitHub connected' })).toBeVisible();
  },
};

/** Disconnect after a confirmation: Cancel keeps the account; Disconnect takes it off the list. */
export const Unlink: Story = {
  args: { options: { user: { ...baseUser, linkedAccounts: [email, phone, embeddedWallet, github] } } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect GitHub @ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect GitHub?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to log in with GitHub @ada.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(page.linkedTypes()).toContain('github_oauth');
    await expect(args.onDone).not.toHaveBeenCalled();
    await page.unlinkConfirmed('Disconnect GitHub @ada', 'Disconnect GitHub?');
    await expect(page.linkedTypes()).toEqual(['email', 'phone', 'wallet']);
    await expect(args.onDone).toHaveBeenCalledWith({ action: 'unlinked', account: github });
    await expect(await page.addWayItems()).toContain('GitHub');
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
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Phone +1 415 555 2671' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Phone?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await expect(page.linkedTypes(true)).toContain('phone');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(page.linkedTypes()).toEqual(['email', 'github_oauth', 'wallet']);
    await expect(page.profileValue('Phone')).toHaveTextContent('None');
  },
};

/** Farcaster links only in the provider's modal: the page opens it (the fake records the call); then listed. */
export const FarcasterInProviderModal: Story = {
  play: async () => {
    await page.addWay('Farcaster');
    const modal = within(await screen.findByRole('region', { name: 'Simulated provider modal (Farcaster)' }));
    await expect(modal.getByText('Opened by the page (1 call).')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Approve in modal' }));
    await waitFor(() => expect(page.linkedTypes()).toEqual(['email', 'phone', 'farcaster', 'wallet']));
    await expect(page.linkedRows()[2]).toHaveTextContent(`Farcaster@adaFID 3621 · ${page.TODAY}`);
    await expect(screen.queryByRole('region', { name: /^Simulated/ })).toBeNull();
    await expect(await page.addWayItems()).not.toContain('Farcaster');
  },
};

/** One sitting: link an e-mail, unlink it again, change the phone number. */
export const Walkthrough: Story = {
  args: { options: { user: page.noEmail } },
  play: async () => {
    await page.sendEmailCode('ada@example.com');
    await page.typeLastCode();
    await expect(await screen.findByRole('heading', { name: 'Email connected' })).toBeVisible();
    await page.doneToOverview();
    await expect(page.linkedTypes()).toEqual(['phone', 'github_oauth', 'email', 'wallet']);

    await page.unlinkConfirmed('Disconnect Email ada@example.com', 'Disconnect Email?');
    await expect(page.linkedTypes()).toEqual(['phone', 'github_oauth', 'wallet']);
    await expect(page.profileValue('Email')).toHaveTextContent('None');

    await page.changeContact('phone', '4155550199', 'Changing +14155552671 to +14155550199');
    await page.typeLastCode();
    await expect(await screen.findByRole('heading', { name: 'Phone updated' })).toBeVisible();
    await page.doneToOverview();
    await expect(page.profileValue('Phone')).toHaveTextContent('+1 415 555 0199');
    await expect((await page.inboxMessages()).map((message) => message.text.replace(/\d{6}$/, '…'))).toEqual([
      'Email to ada@example.com: …',
      'SMS to +14155550199: …',
    ]);
  },
};
