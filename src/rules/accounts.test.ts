import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../copy/locales/en';
import type { LinkedAccount } from '../model/accounts';
import { canLinkType, canUnlinkAccount, isWayIn, linkOptions } from './accounts';

const meta = { firstVerifiedAt: null, latestVerifiedAt: null };
const message = (result: { ok: boolean; error?: keyof typeof en }) => (result.ok ? 'ok' : en[result.error!]);

const email = (address = 'ada@example.com'): LinkedAccount => ({ ...meta, type: 'email', address });
const phone = (): LinkedAccount => ({ ...meta, type: 'phone', number: '+14155550100' });
const passkey = (id: string, enrolledInMfa = false): LinkedAccount => ({
  ...meta,
  type: 'passkey',
  credentialId: id,
  enrolledInMfa,
});
const wallet = (address: string, walletClientType: string): LinkedAccount => ({
  ...meta,
  type: 'wallet',
  address,
  chainType: 'ethereum',
  walletClientType,
  connectorType: walletClientType === 'privy' ? 'embedded' : 'injected',
  delegated: false,
  imported: false,
  walletIndex: walletClientType === 'privy' ? 0 : null,
});
const embedded = () => wallet('0x1111111111111111111111111111111111111111', 'privy');
const external = () => wallet('0x2222222222222222222222222222222222222222', 'metamask');
const smart = (): LinkedAccount => ({
  ...meta,
  type: 'smart_wallet',
  address: '0x3333333333333333333333333333333333333333',
  smartWalletType: 'kernel',
});
const github = (): LinkedAccount => ({ ...meta, type: 'github_oauth', subject: '42', username: 'ada' });
const customOAuth = (): LinkedAccount => ({ ...meta, type: 'custom:acme', subject: 'a-1' });
const farcaster = (): LinkedAccount => ({
  ...meta,
  type: 'farcaster',
  fid: 3,
  ownerAddress: '0x4444444444444444444444444444444444444444',
  username: 'ada',
  displayName: null,
  bio: null,
  pfp: null,
  url: null,
  signerPublicKey: null,
});
const telegram = (): LinkedAccount => ({
  ...meta,
  type: 'telegram',
  telegramUserId: '77',
  firstName: 'Ada',
  lastName: null,
  username: null,
  photoUrl: null,
});
const custom = (): LinkedAccount => ({ ...meta, type: 'custom_auth', customUserId: 'u-9' });
const crossApp = (): LinkedAccount => ({
  ...meta,
  type: 'cross_app',
  subject: 'did:privy:other',
  providerApp: { id: 'app-2', name: 'Other app' },
  embeddedWallets: [],
  smartWallets: [],
});

const waysIn = [
  email,
  phone,
  () => passkey('p1'),
  external,
  github,
  customOAuth,
  farcaster,
  telegram,
  custom,
  crossApp,
];

describe('isWayIn', () => {
  it('counts every kind that logs in by itself, not the wallets created for the user', () => {
    for (const make of waysIn) expect(isWayIn(make()), make().type).toBe(true);
    expect(isWayIn(embedded())).toBe(false);
    expect(isWayIn(smart())).toBe(false);
  });
});

describe('canUnlinkAccount (spec 6 and the last way in)', () => {
  it('refuses the last way in, whatever else (wallets created for the user) is linked', () => {
    for (const make of waysIn) {
      const only = make();
      const result = canUnlinkAccount([only, embedded(), smart()], only);
      expect(message(result)).toBe(
        'This is your only way to log in. Connect another way to log in before disconnecting it.',
      );
    }
  });

  it('allows unlinking a way in when another remains', () => {
    const a = email();
    const b = github();
    expect(canUnlinkAccount([a, b], a)).toEqual({ ok: true, value: true });
    expect(canUnlinkAccount([a, b], b)).toEqual({ ok: true, value: true });
    // Two passkeys: each may go, the other stays.
    const [p1, p2] = [passkey('p1'), passkey('p2')];
    expect(canUnlinkAccount([p1, p2], p1).ok).toBe(true);
  });

  it('refuses a passkey enrolled in MFA with the spec message, even when other ways in remain', () => {
    const mfa = passkey('p1', true);
    expect(message(canUnlinkAccount([mfa, email(), github()], mfa))).toBe('Cannot unlink a passkey enrolled in MFA');
  });

  it('never unlinks the embedded wallet or a smart wallet', () => {
    const own = embedded();
    const aa = smart();
    const accounts = [email(), github(), own, aa];
    expect(message(canUnlinkAccount(accounts, own))).toBe(
      'This wallet was created for your account and stays with it.',
    );
    expect(message(canUnlinkAccount(accounts, aa))).toBe('This wallet was created for your account and stays with it.');
  });

  it('property: the ways in that may be unlinked always leave one; exactly one way in is never unlinkable', () => {
    const anyAccount = fc.constantFrom(...waysIn, embedded, smart, () => passkey('m', true));
    fc.assert(
      fc.property(fc.array(anyAccount, { maxLength: 12 }), (makers) => {
        const accounts = makers.map((make) => make());
        const ways = accounts.filter(isWayIn);
        for (const account of accounts) {
          const result = canUnlinkAccount(accounts, account);
          if (!result.ok) continue;
          // Unlinking it leaves at least one way in.
          expect(accounts.filter((other) => other !== account).some(isWayIn)).toBe(true);
          expect(account.type === 'passkey' && account.enrolledInMfa).toBe(false);
        }
        if (ways.length === 1) expect(canUnlinkAccount(accounts, ways[0] as LinkedAccount).ok).toBe(false);
        // Removing, one at a time, every account the rule allows never strands the user.
        let left = accounts;
        for (;;) {
          const next = left.find((account) => canUnlinkAccount(left, account).ok);
          if (!next) break;
          left = left.filter((account) => account !== next);
        }
        if (ways.length > 0) expect(left.some(isWayIn)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('canLinkType (spec 5 and 9)', () => {
  it('allows up to 5 passkeys, then refuses with the spec message', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => passkey(id));
    expect(canLinkType(four, 'passkey').ok).toBe(true);
    expect(message(canLinkType([...four, passkey('e')], 'passkey'))).toBe('Cannot link more passkeys to account.');
  });

  it('allows one account of every other type, then refuses with the spec message', () => {
    const refused = 'You cannot authorize more than one account for this user.';
    for (const make of [email, phone, github, customOAuth, farcaster, telegram, custom, crossApp, external]) {
      const account = make();
      const type = account.type as Parameters<typeof canLinkType>[1];
      expect(canLinkType([], type).ok).toBe(true);
      expect(message(canLinkType([account], type))).toBe(refused);
      // Another type is not affected.
      expect(canLinkType([account], type === 'email' ? 'phone' : 'email').ok).toBe(true);
    }
  });

  it('does not count the embedded wallet against linking a wallet', () => {
    expect(canLinkType([embedded()], 'wallet').ok).toBe(true);
    expect(canLinkType([embedded(), external()], 'wallet').ok).toBe(false);
  });

  it('lists the offered types in order with their answer', () => {
    const options = linkOptions([email(), github()], ['email', 'phone', 'github_oauth', 'passkey']);
    expect(options.map(({ type, result }) => [type, result.ok])).toEqual([
      ['email', false],
      ['phone', true],
      ['github_oauth', false],
      ['passkey', true],
    ]);
  });

  it('property: passkeys are linkable exactly while fewer than 5', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9 }), fc.boolean(), (count, withOthers) => {
        const accounts = [
          ...Array.from({ length: count }, (_, i) => passkey(`p${i}`)),
          ...(withOthers ? [email(), embedded()] : []),
        ];
        expect(canLinkType(accounts, 'passkey').ok).toBe(count < 5);
      }),
    );
  });
});
