import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type AccountChange, AccountJourney } from '../../../src/journeys/AccountJourney';
import type { OAuthProvider } from '../../../src/ports';
import { ScreenCard } from '../../../src/primitives/ScreenCard';
import type { LinkableType } from '../../../src/rules/accounts';
import { type FakeAccountOptions, useFakeAccount } from '../../fixtures/fake-account';
import { Simulated } from '../../fixtures/Simulated';
import { TestInbox } from '../../fixtures/TestInbox';
import { baseUser, email, embeddedWallet, github, phone } from '../../screens/account/account-fixtures';
import { fixedClock } from '../../screens/frame';
import { typeCode } from './code-boxes';

/**
 * The Account page, the component the app renders, against an in-memory backend that enforces what the provider
 * does: codes it really sends (shown in the story's test inbox, under the card) and really checks, accounts of other
 * users, rate limits, 5 passkeys and 1 of every other kind, the last way in and MFA passkeys, a simulated passkey
 * prompt and OAuth consent, wallets (an EIP-6963 Ethereum wallet and a Solana wallet) whose signatures it verifies,
 * e-mail and phone updates by a code sent to the new one, Farcaster in the provider's modal (a "Simulated" panel).
 * Shared by the catalogue (AccountJourney.stories.tsx) and the behaviour stories (AccountJourney.behaviour.stories.tsx).
 */

export const DEFAULT_LINKABLE: readonly LinkableType[] = [
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

export function AccountStory({
  options,
  linkable = DEFAULT_LINKABLE,
  inAppBrowser = false,
  oauthReturn,
  onDone,
}: StoryProps) {
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

/** What the catalogue's and the behaviour's meta share: the component, a user, a fresh `onDone` spy, the docs. */
export const accountMeta = () => ({
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
});

/* ── Users ── */

/** A user who logs in with GitHub and has a phone, no e-mail. */
export const noEmail = { ...baseUser, email: undefined, linkedAccounts: [phone, embeddedWallet, github] };
/** A user with an e-mail, no phone. */
export const noPhone = { ...baseUser, phone: undefined, linkedAccounts: [email, embeddedWallet] };

/* ── Page helpers for the play functions ── */

/** The ways to log in; `hidden`: also while a dialog hides the page from assistive technology. */
export const linkedRegion = (hidden = false) =>
  hidden
    ? // Under a dialog the region's name (from its heading) is not computed: found through the heading.
      (screen.getByRole('heading', { name: /^Ways to log in/, hidden }).closest('section') as HTMLElement)
    : screen.getByRole('region', { name: /^Ways to log in/ });
/** Every linked account's row: the ways to log in, then the wallets. */
export const linkedRows = (hidden = false) => [
  ...within(linkedRegion(hidden)).queryAllByRole('listitem', { hidden }),
  ...(screen.queryByRole('region', { name: /^Wallets/, hidden })
    ? within(screen.getByRole('region', { name: /^Wallets/, hidden })).getAllByRole('listitem', { hidden })
    : []),
];
export const linkedTypes = (hidden = false) => linkedRows(hidden).map((row) => row.getAttribute('data-type'));
/** The "Add a way to log in" menu's button. */
export const addWayButton = () => screen.getByRole('button', { name: 'Add a way to log in' });
/** Opens "Add a way to log in"; returns the menu. */
export async function openAddWay() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add a way to log in' }));
  return within(await screen.findByRole('menu'));
}
/** The kinds "Add a way to log in" offers (opens and closes the menu). */
export async function addWayItems() {
  const menu = await openAddWay();
  const names = menu.getAllByRole('menuitem').map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return names;
}
/** Chooses a kind in "Add a way to log in". */
export async function addWay(name: string) {
  const menu = await openAddWay();
  await userEvent.click(menu.getByRole('menuitem', { name }));
}
/** The profile's value for a term. */
export const profileValue = (term: string) => {
  const dt = within(screen.getByRole('region', { name: 'Profile' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};
export const overview = () => screen.findByRole('heading', { name: 'Your account' });
/** A step that may load its code first (the contact and wallet steps are chunks of their own): waits longer. */
export const loadedStep = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

/** The messages in the test inbox, oldest first. */
export async function inboxMessages() {
  const inbox = await screen.findByRole('region', { name: 'Test inbox' });
  return within(inbox)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent ?? '', code: item.querySelector('code')?.textContent ?? '' }));
}
export const lastCode = async () => (await inboxMessages()).at(-1)?.code ?? '';

/** "Email" in "Add a way to log in", an address, Submit: at the code step. */
export async function sendEmailCode(address: string) {
  await addWay('Email');
  await expect(await loadedStep('Connect email')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), address);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** Disconnects the account whose Disconnect button has this name, confirming in the dialog. */
export async function unlinkConfirmed(name: string, dialogTitle: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  const dialog = within(await screen.findByRole('dialog', { name: dialogTitle }));
  await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The date everything linked in these stories carries (the fixed clock, in UTC). */
export const TODAY = 'Last used Jan 1, 2026';

/** "Done" on a step's success, then back at the overview. */
export async function doneToOverview() {
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  await expect(await overview()).toBeVisible();
}

/** "Change email" or "Change phone", the new value, Submit; then the code sent to it, typed: "… updated". */
export async function changeContact(kind: 'email' | 'phone', value: string, changing: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Change ${kind}` }));
  await expect(await loadedStep(`Update ${kind}`)).toBeVisible();
  const field = kind === 'email' ? 'New email address' : 'New phone number';
  await userEvent.type(screen.getByRole('textbox', { name: field }), value);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await expect(await screen.findByText(changing)).toBeVisible();
}

/** Enters the last code the inbox received. */
export const typeLastCode = async () => typeCode(await lastCode());
