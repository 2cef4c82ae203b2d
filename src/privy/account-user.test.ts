import type { LinkedAccountWithMetadata, OAuthTokens, User } from '@privy-io/react-auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountOAuthProvider, linkableTypes, toAccountUser, toLinkedAccount, toOAuthTokens } from './account-user';

/** Fixtures typed with the SDK's own types: what `usePrivy().user` hands the app. */
const first = new Date('2026-01-02T03:04:05Z');
const latest = new Date('2026-02-03T04:05:06Z');
const meta = { firstVerifiedAt: first, latestVerifiedAt: latest };

/** The kinds whose fields the SDK and the model name alike: passed through as they are. */
const sameInBoth = [
  {
    type: 'custom:acme',
    subject: 'c-1',
    name: null,
    username: 'ada',
    email: null,
    profilePictureUrl: 'https://acme.example/ada.png',
    ...meta,
  },
  {
    type: 'cross_app',
    subject: 'did:privy:other',
    providerApp: { id: 'other-app', name: 'Other' },
    embeddedWallets: [{ address: '0x4444444444444444444444444444444444444444' }],
    smartWallets: [],
    ...meta,
  },
  {
    type: 'telegram',
    telegramUserId: '777',
    firstName: 'Ada',
    lastName: null,
    username: 'ada',
    photoUrl: null,
    ...meta,
  },
  {
    type: 'farcaster',
    fid: 3,
    ownerAddress: '0x5555555555555555555555555555555555555555',
    username: 'ada',
    displayName: 'Ada',
    bio: null,
    pfp: null,
    url: null,
    signerPublicKey: null,
    ...meta,
  },
  { type: 'custom_auth', customUserId: 'acme-7', ...meta },
] satisfies LinkedAccountWithMetadata[];

const sdkAccounts: LinkedAccountWithMetadata[] = [
  { type: 'email', address: 'ada@example.com', ...meta },
  { type: 'phone', number: '+14155552671', ...meta },
  {
    type: 'passkey',
    credentialId: 'cred-1',
    publicKey: 'pk',
    enrolledInMfa: true,
    authenticatorName: 'iCloud Keychain',
    createdWithBrowser: 'Chrome',
    createdWithOs: 'macOS',
    ...meta,
  },
  {
    type: 'wallet',
    id: 'w-1',
    address: '0x1111111111111111111111111111111111111111',
    chainType: 'ethereum',
    walletClientType: 'privy',
    connectorType: 'embedded',
    recoveryMethod: 'privy-v2',
    imported: false,
    delegated: false,
    walletIndex: 0,
    ...meta,
  },
  {
    type: 'wallet',
    address: '0x2222222222222222222222222222222222222222',
    chainType: 'ethereum',
    walletClientType: 'dev.sigil.testwallet',
    connectorType: 'unknown',
    imported: false,
    delegated: false,
    walletIndex: null,
    ...meta,
  },
  {
    type: 'wallet',
    address: 'bc1qexample',
    chainType: 'bitcoin-segwit',
    walletClientType: 'privy',
    imported: false,
    delegated: false,
    walletIndex: 0,
    ...meta,
  },
  { type: 'smart_wallet', address: '0x3333333333333333333333333333333333333333', smartWalletType: 'kernel', ...meta },
  { type: 'github_oauth', subject: '42', username: 'ada', name: 'Ada', email: null, ...meta },
  { type: 'google_oauth', subject: 'g-1', email: 'ada@gmail.com', name: null, ...meta },
  { type: 'line_oauth', subject: 'l-1', name: 'Ada', email: null, profilePictureUrl: null, ...meta },
  ...sameInBoth,
];

const sdkUser: User = {
  id: 'did:privy:ada',
  createdAt: first,
  email: { address: 'ada@example.com' },
  phone: { number: '+14155552671' },
  linkedAccounts: sdkAccounts,
  mfaMethods: ['sms', 'passkey'],
  hasAcceptedTerms: false,
  isGuest: false,
};

describe("the SDK's user in the model's shape", () => {
  it('maps every kind the model has, field by field, and drops what it does not model', () => {
    const user = toAccountUser(sdkUser);
    expect(user).toEqual({
      id: 'did:privy:ada',
      createdAt: first,
      email: { address: 'ada@example.com' },
      phone: { number: '+14155552671' },
      isGuest: false,
      hasAcceptedTerms: false,
      mfaMethods: ['sms', 'passkey'],
      linkedAccounts: [
        { type: 'email', address: 'ada@example.com', ...meta },
        { type: 'phone', number: '+14155552671', ...meta },
        {
          type: 'passkey',
          credentialId: 'cred-1',
          enrolledInMfa: true,
          authenticatorName: 'iCloud Keychain',
          createdWithBrowser: 'Chrome',
          createdWithOs: 'macOS',
          ...meta,
        },
        {
          type: 'wallet',
          address: '0x1111111111111111111111111111111111111111',
          chainType: 'ethereum',
          walletClientType: 'privy',
          connectorType: 'embedded',
          recoveryMethod: 'privy-v2',
          delegated: false,
          imported: false,
          walletIndex: 0,
          ...meta,
        },
        // A connector the model does not know is "not said", not a cast string.
        {
          type: 'wallet',
          address: '0x2222222222222222222222222222222222222222',
          chainType: 'ethereum',
          walletClientType: 'dev.sigil.testwallet',
          connectorType: null,
          delegated: false,
          imported: false,
          walletIndex: null,
          ...meta,
        },
        // (the Bitcoin wallet is dropped: the model has Ethereum and Solana)
        {
          type: 'smart_wallet',
          address: '0x3333333333333333333333333333333333333333',
          smartWalletType: 'kernel',
          ...meta,
        },
        {
          type: 'github_oauth',
          subject: '42',
          username: 'ada',
          name: 'Ada',
          email: null,
          profilePictureUrl: null,
          ...meta,
        },
        {
          type: 'google_oauth',
          subject: 'g-1',
          email: 'ada@gmail.com',
          name: null,
          username: null,
          profilePictureUrl: null,
          ...meta,
        },
        // (LINE is dropped: not one of the model's providers)
        ...sameInBoth,
      ],
    });
  });

  it('leaves out the e-mail and phone a user does not have, and MFA methods it does not know', () => {
    const user = toAccountUser({
      ...sdkUser,
      email: undefined,
      phone: undefined,
      linkedAccounts: [],
      mfaMethods: ['totp', 'carrier-pigeon' as never],
      isGuest: true,
      hasAcceptedTerms: true,
    });
    expect(user).toEqual({
      id: 'did:privy:ada',
      createdAt: first,
      isGuest: true,
      hasAcceptedTerms: true,
      linkedAccounts: [],
      mfaMethods: ['totp'],
    });
    expect('email' in user).toBe(false);
    expect('phone' in user).toBe(false);
  });

  it('keeps an embedded Solana wallet, drops unknown recovery methods', () => {
    expect(
      toLinkedAccount({
        type: 'wallet',
        address: 'So1ana1111111111111111111111111111111111111',
        chainType: 'solana',
        walletClientType: 'privy',
        connectorType: 'embedded',
        recoveryMethod: 'some-future-recovery',
        imported: true,
        delegated: true,
        walletIndex: 1,
        ...meta,
      }),
    ).toEqual({
      type: 'wallet',
      address: 'So1ana1111111111111111111111111111111111111',
      chainType: 'solana',
      walletClientType: 'privy',
      connectorType: 'embedded',
      imported: true,
      delegated: true,
      walletIndex: 1,
      ...meta,
    });
  });

  it('never throws and never invents an account, whatever chain, connector or provider the SDK reports', () => {
    const wallet = fc.record({
      type: fc.constant('wallet' as const),
      address: fc.string(),
      chainType: fc.string(),
      connectorType: fc.option(fc.string(), { nil: undefined }),
      recoveryMethod: fc.option(fc.string(), { nil: undefined }),
      imported: fc.boolean(),
      delegated: fc.boolean(),
      walletIndex: fc.option(fc.nat(), { nil: null }),
      firstVerifiedAt: fc.constant(null),
      latestVerifiedAt: fc.constant(null),
    });
    const oauth = fc.record({
      type: fc.oneof(
        fc.string().map((s) => `${s}_oauth` as const),
        fc.string().map((s) => `custom:${s}` as const),
      ),
      subject: fc.string(),
      firstVerifiedAt: fc.constant(null),
      latestVerifiedAt: fc.constant(null),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(wallet, oauth)), (accounts) => {
        const user = toAccountUser({ ...sdkUser, linkedAccounts: accounts, mfaMethods: [] });
        expect(user.linkedAccounts.length).toBeLessThanOrEqual(accounts.length);
        for (const account of user.linkedAccounts) {
          if (account.type === 'wallet') {
            expect(['ethereum', 'solana']).toContain(account.chainType);
          } else {
            expect(account.type).toMatch(
              /^(google|discord|github|linkedin|twitter|spotify|instagram|tiktok|twitch|apple)_oauth$|^custom:./,
            );
          }
        }
      }),
    );
  });
});

describe('OAuth tokens of a grant in the model’s shape', () => {
  const grant: OAuthTokens = {
    provider: 'github',
    accessToken: 'gho_access',
    accessTokenExpiresInSeconds: 28_800,
    refreshToken: 'ghr_refresh',
    refreshTokenExpiresInSeconds: 15_897_600,
    scopes: ['read:user', 'user:email'],
  };

  it('keeps the provider, the tokens, their lifetimes and scopes', () => {
    expect(toOAuthTokens(grant)).toEqual(grant);
    expect(toOAuthTokens({ provider: 'custom:acme', accessToken: 'a' })).toEqual({
      provider: 'custom:acme',
      accessToken: 'a',
    });
  });

  it('drops grants of providers the model does not have (LINE, another app)', () => {
    expect(toOAuthTokens({ ...grant, provider: 'line' })).toBeNull();
    expect(toOAuthTokens({ ...grant, provider: 'privy:other-app' })).toBeNull();
  });
});

describe('what the Account page offers to link', () => {
  it("is the app's login methods as linked-account types, in their order", () => {
    expect(
      linkableTypes(['wallet', 'email', 'sms', 'passkey', 'github', 'google', 'custom:acme', 'farcaster', 'telegram']),
    ).toEqual([
      'wallet',
      'email',
      'phone',
      'passkey',
      'github_oauth',
      'google_oauth',
      'custom:acme',
      'farcaster',
      'telegram',
    ]);
    expect(linkableTypes([])).toEqual([]);
  });

  it('finishes OAuth returns of built-in providers and the app’s custom ones only', () => {
    const custom = [{ id: 'custom:acme' as const, name: 'Acme' }];
    expect(accountOAuthProvider('github', custom)).toBe('github');
    expect(accountOAuthProvider('custom:acme', custom)).toBe('custom:acme');
    expect(accountOAuthProvider('custom:other', custom)).toBeNull();
    expect(accountOAuthProvider('privy:other-app', custom)).toBeNull();
    expect(accountOAuthProvider('line', custom)).toBeNull();
  });
});
