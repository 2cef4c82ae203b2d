import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineDeck, type FeatureDeck } from './decks';
import { crossAppCopy } from './decks/cross-app';
import { errorCatalogue, errorEntry, messageFor } from './errors';
import { ar, arabic } from './locales/ar';
import { en, english } from './locales/en';
import { createTranslator } from './translate';

const text = (e: { key: keyof typeof en }) => en[e.key];

/** Every feature deck under decks/ (whatever module exports it), and all English strings with the base deck. */
const featureDecks = Object.values(import.meta.glob<Record<string, unknown>>('./decks/*.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is FeatureDeck => typeof value === 'object' && value !== null && 'en' in value && 'name' in value,
  );
const allEnglish: Record<string, string> = Object.assign({}, en, ...featureDecks.map((d) => d.en));

/** The acceptance spec sits beside the repository (../shared/spec); CI always has it. */
const specPath = new URL('../../../shared/spec/product-spec.md', import.meta.url);
const hasSpec = existsSync(specPath);

describe('copy deck', () => {
  it.skipIf(!hasSpec)('contains every quoted string of the product spec, letter for letter', () => {
    const spec = readFileSync(specPath, 'utf8');
    const quoted = [...spec.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace('...', '').trim());
    const deck = Object.values(allEnglish).join('\n');
    const missing = quoted.filter((q) => !q.split(/\{[^}]+\}/).every((part) => deck.includes(part.trim())));
    expect(missing).toEqual([]);
    expect(quoted.length).toBeGreaterThan(40);
  });

  it('has no key in a locale that the source deck lacks', () => {
    for (const key of Object.keys(ar)) expect(allEnglish).toHaveProperty([key]);
  });

  it('has no key in two decks (a feature deck never shadows the base deck or another feature)', () => {
    const seen = new Map<string, string>(Object.keys(en).map((key) => [key, 'base']));
    for (const deck of featureDecks) {
      for (const key of Object.keys(deck.en)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${deck.name}`).toBeUndefined();
        seen.set(key, deck.name);
      }
    }
  });

  it('keeps placeholders identical across locales, the feature decks’ too', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    // Arabic "one" reads "ثانية واحدة", without the number: only {count} may go.
    const withoutCount = (names: (string | undefined)[]) => names.filter((name) => name !== 'count');
    let featureKeys = 0;
    for (const [key, value] of Object.entries(ar)) {
      const source = allEnglish[key] ?? '';
      if (!(key in en)) featureKeys += 1;
      if (key.endsWith('_one')) {
        expect(withoutCount(placeholders(value ?? '')), key).toEqual(withoutCount(placeholders(source)));
      } else {
        expect(placeholders(value ?? ''), key).toEqual(placeholders(source));
      }
    }
    expect(featureKeys).toBeGreaterThan(300);
  });

  it('interpolates, pluralises, overrides and falls back to English', () => {
    const t = createTranslator(english, {}, crossAppCopy);
    expect(t('crossApp.connecting', { app: 'Acme' })).toBe('Connecting to Acme');
    expect(t('countdown.seconds', { count: 1 })).toBe('1 second');
    expect(t('countdown.seconds', { count: 30 })).toBe('30 seconds');
    expect(t('crossApp.connecting')).toBe('Connecting to {app}');
    const tar = createTranslator(arabic, { 'action.cancel': 'تراجع' });
    expect(tar('action.cancel')).toBe('تراجع');
    expect(tar('mfa.verify.title')).toBe('تحقّق من هويتك');
    expect(tar('error.session.expired')).toBe('Your session has ended. Please log in again.');
    expect(tar('countdown.seconds', { count: 30 })).toBe(`${new Intl.NumberFormat('ar').format(30)} ثانية`);
    expect(arabic.dir).toBe('rtl');
  });
});

describe('feature decks', () => {
  const deck = defineDeck('Example', { 'example.title': 'Your wallets', 'example.count_other': '{count} wallets' });

  it('fall back to the feature deck after the base deck, with overrides and locales first', () => {
    const t = createTranslator(english, {}, deck);
    expect(t('example.title' as never)).toBe('Your wallets');
    expect(t('example.count' as never, { count: 3 })).toBe('3 wallets');
    expect(t('action.cancel')).toBe('Cancel');
    const overridden = createTranslator(english, { ['example.title' as never]: 'Wallets' }, deck);
    expect(overridden('example.title' as never)).toBe('Wallets');
    const arabicWithDeck = createTranslator(
      { ...arabic, strings: { ...ar, ['example.title' as never]: 'محافظك' } },
      {},
      deck,
    );
    expect(arabicWithDeck('example.title' as never)).toBe('محافظك');
  });

  it('are not looked up without the deck (the key shows, so a screen that forgot its deck is visible)', () => {
    expect(createTranslator(english)('example.title' as never)).toBe('example.title');
  });
});

describe('messageFor', () => {
  it('maps provider error codes', () => {
    expect(text(messageFor({ privyErrorCode: 'too_many_requests' }))).toBe(
      'Too many requests. Please wait before trying again.',
    );
    expect(text(messageFor({ privyErrorCode: 'linked_to_another_user' }))).toBe(
      'This account has already been linked to another user.',
    );
    expect(text(messageFor({ privyErrorCode: 'invalid_credentials' }))).toBe('Authentication failed');
    expect(text(messageFor({ privyErrorCode: 'invalid_credentials' }, 'mfa'))).toBe(
      'The code you entered is not valid',
    );
    expect(text(messageFor({ code: 'pkce_state_code_mismatch', error: 'Unexpected auth flow.' }))).toBe(
      'Authentication failed',
    );
    expect(text(messageFor({ privyErrorCode: 'oauth_user_denied' }))).toBe(
      'User denied confirmation during OAuth flow',
    );
    expect(text(messageFor({ privyErrorCode: 'cannot_link_more_of_type' }, 'passkey'))).toBe(
      'Cannot link more passkeys to account.',
    );
    expect(text(messageFor({ privyErrorCode: 'cannot_link_more_of_type' }))).toBe(
      'You cannot authorize more than one account for this user.',
    );
    expect(text(messageFor({ privyErrorCode: 'passkey_not_allowed' }))).toBe(
      'Passkey request timed out or rejected by user.',
    );
  });

  it('maps MFA error types with their lock-outs', () => {
    const attempts = messageFor({ type: 'mfa_verification_max_attempts_reached' });
    expect(text(attempts)).toBe(
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    );
    expect(attempts.lockoutSeconds).toBe(10);
    const timeout = messageFor({ type: 'mfa_timeout', message: 'Timed out waiting for MFA code' });
    expect(text(timeout)).toBe('You have exceeded the time limit for code entry. Please try again in 30 seconds.');
    expect(timeout.lockoutSeconds).toBe(30);
    expect(text(messageFor({ type: 'missing_or_invalid_mfa' }))).toBe('The code you entered is not valid');
  });

  it('maps wallet RPC codes, also nested in cause', () => {
    expect(text(messageFor({ code: 4902 }))).toBe(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
    expect(errorEntry('wallet.unsupportedMethod').codes).toContain(4200);
    expect(errorEntry('wallet.disconnected').codes).toContain(4900);
    expect(messageFor({ code: 4200 }).id).toBe('wallet.unsupportedMethod');
    expect(messageFor({ code: 4900 }).id).toBe('wallet.disconnected');
    expect(messageFor({ code: 4001 }).id).toBe('wallet.userRejected');
    expect(messageFor({ code: -32603 }).id).toBe('wallet.internal');
    expect(messageFor(new Error('wrapped', { cause: { code: 4001 } })).id).toBe('wallet.userRejected');
  });

  it('maps WebAuthn DOMExceptions', () => {
    expect(
      text(messageFor(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))),
    ).toBe('Passkey request timed out or rejected by user.');
    expect(text(messageFor(new DOMException('nope', 'NotSupportedError')))).toBe(
      'WebAuthn is not supported in this browser',
    );
    expect(text(messageFor(new DOMException('registered', 'InvalidStateError')))).toBe('Unknown error occurred.');
  });

  it('recognises the SDK’s own message texts', () => {
    expect(messageFor(new Error('Invalid code during OAuth flow.')).id).toBe('oauth.invalidCode');
    expect(messageFor('Popup was blocked. Try again.').id).toBe('popupBlocked');
  });

  it('falls back to "Something went wrong." or, for passkeys, "Unknown error occurred."', () => {
    for (const value of [undefined, null, 0, '', 'boom', new Error('boom'), { code: 'nope' }, Symbol('x'), []]) {
      expect(text(messageFor(value))).toBe('Something went wrong.');
    }
    expect(text(messageFor(new Error('boom'), 'passkey'))).toBe('Unknown error occurred.');
  });

  it("reads the SDK's MFA cancellation (a client error 'MFA canceled') as \"Verification canceled\"", () => {
    const canceled = Object.assign(new Error('MFA canceled'), { type: 'client_error' });
    expect(messageFor(canceled).id).toBe('mfa.canceled');
    expect(messageFor(new Error('Failed', { cause: canceled })).id).toBe('mfa.canceled');
  });

  it("reads the provider's refusal to unlink the only login method as the last-way-in explanation", () => {
    const refused = Object.assign(new Error('Cannot unlink the only login method of a user'), { code: 'invalid_data' });
    expect(text(messageFor(refused))).toBe(
      'This is your only way to log in. Connect another way to log in before disconnecting it.',
    );
  });

  it('never throws, even on cycles and hostile objects', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.cause = cyclic;
    expect(messageFor(cyclic).id).toBe('generic');
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(errorCatalogue).toContain(messageFor(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('lists every section 8 code of the spec', () => {
    const codes = errorCatalogue.flatMap((e) => e.codes);
    for (const code of [
      'missing_or_invalid_mfa',
      'mfa_timeout',
      'mfa_verification_max_attempts_reached',
      'too_many_requests',
      'invalid_credentials',
      'linked_to_another_user',
      'pkce_state_code_mismatch',
      4200,
      4900,
    ]) {
      expect(codes).toContain(code);
    }
  });
});
