import type { EmailAccount, LinkedAccount, OAuthAccount, PasskeyAccount, User } from '../../../src/model';
import { modalAccount } from '../../fixtures/fake-account-rules';

/** Fixed dates, read in UTC by the stories. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

const linked = (first: string, last: string | null = null) => ({
  firstVerifiedAt: day(first),
  latestVerifiedAt: last ? day(last) : null,
});

export const email: EmailAccount = {
  type: 'email',
  address: 'ada@example.com',
  ...linked('2026-01-05', '2026-03-02'),
};
export const phone: LinkedAccount = { type: 'phone', number: '+14155552671', ...linked('2026-01-09') };
export const passkey = (n: number, extra: Partial<PasskeyAccount> = {}): PasskeyAccount => ({
  type: 'passkey',
  credentialId: `cred-${n}`,
  authenticatorName: n === 1 ? 'iCloud Keychain' : `YubiKey 5 #${n}`,
  createdWithBrowser: 'Safari',
  createdWithOs: 'macOS',
  enrolledInMfa: false,
  ...linked('2026-01-12', '2026-03-01'),
  ...extra,
});
export const embeddedWallet: LinkedAccount = {
  type: 'wallet',
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  chainType: 'ethereum',
  walletClientType: 'privy',
  connectorType: 'embedded',
  delegated: true,
  imported: false,
  recoveryMethod: 'privy',
  walletIndex: 0,
  ...linked('2026-01-05'),
};
export const externalWallet: LinkedAccount = {
  type: 'wallet',
  address: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  chainType: 'ethereum',
  walletClientType: 'metamask',
  connectorType: 'injected',
  delegated: false,
  imported: false,
  walletIndex: null,
  ...linked('2026-02-11', '2026-02-28'),
};
export const github: OAuthAccount = {
  type: 'github_oauth',
  subject: '583231',
  username: 'ada',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  ...linked('2026-01-20', '2026-02-20'),
};
const google: LinkedAccount = {
  type: 'google_oauth',
  subject: '1122334455',
  email: 'ada@gmail.com',
  name: 'Ada Lovelace',
  ...linked('2026-01-21'),
};
// The same Farcaster and Telegram accounts the fake provider's modal links.
const farcaster: LinkedAccount = { ...modalAccount.farcaster, ...linked('2026-02-01') };
const telegram: LinkedAccount = { ...modalAccount.telegram, ...linked('2026-02-03') };
const crossApp: LinkedAccount = {
  type: 'cross_app',
  subject: 'did:privy:cm0otherapp0001',
  providerApp: { id: 'cm-other-app', name: 'Orbit Games' },
  embeddedWallets: [{ address: '0x3f17f1962B36e491b30A40b2405849e597Ba5FB5' }],
  smartWallets: [],
  ...linked('2026-02-05'),
};
const customAuth: LinkedAccount = { type: 'custom_auth', customUserId: 'user-42', ...linked('2026-02-07') };
const customOAuth: LinkedAccount = {
  type: 'custom:acme-sso',
  subject: 'acme-7',
  email: 'ada@acme.test',
  ...linked('2026-02-09'),
};

export const baseUser: User = {
  id: 'did:privy:cm7a1b2c3d4e5f6g7h8i9j0k',
  createdAt: day('2026-01-05'),
  email: { address: 'ada@example.com' },
  phone: { number: '+14155552671' },
  linkedAccounts: [email, phone, embeddedWallet],
  mfaMethods: [],
  hasAcceptedTerms: true,
  isGuest: false,
};

export const everyKind: User = {
  ...baseUser,
  linkedAccounts: [
    email,
    phone,
    embeddedWallet,
    externalWallet,
    passkey(1, { enrolledInMfa: true }),
    passkey(2),
    github,
    google,
    customOAuth,
    farcaster,
    telegram,
    crossApp,
    customAuth,
  ],
  mfaMethods: ['passkey'],
};
