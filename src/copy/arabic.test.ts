import { describe, expect, it } from 'vitest';
import { accountCopy } from './decks/account';
import { connectionsCopy } from './decks/connections';
import { crossAppCopy } from './decks/cross-app';
import type { FeatureDeck } from './decks/define';
import { farcasterSignerCopy } from './decks/farcaster-signer';
import { fundingCopy } from './decks/funding';
import { offlineAccessCopy } from './decks/offline-access';
import { shellCopy } from './decks/shell';
import { signingCopy } from './decks/signing';
import { walletsCopy } from './decks/wallets';
import { ar, arabic } from './locales/ar';
import { en } from './locales/en';
import { createTranslator } from './translate';

/** The feature decks Arabic translates whole: every key, none left to the English fallback. */
const translatedDecks: readonly FeatureDeck[] = [
  accountCopy,
  shellCopy,
  walletsCopy,
  signingCopy,
  fundingCopy,
  connectionsCopy,
  crossAppCopy,
  offlineAccessCopy,
  farcasterSignerCopy,
];

const arabicStrings = ar as Record<string, string | undefined>;
const allEnglish: Record<string, string> = Object.assign({}, en, ...translatedDecks.map((deck) => deck.en));

/** Values that keep their English on purpose: product, token, network and standard names, an example address. */
const keptAsTheyAre = [
  'account.chain.ethereum',
  'account.chain.solana',
  'account.kind.farcaster',
  'account.kind.telegram',
  'delegation.wallet.ethereum',
  'delegation.wallet.solana',
  'field.email.placeholder',
  'funding.provider.coinbase',
  'funding.provider.moonpay',
  'signing.party.solana',
  'signing.tx.standard.weth',
  'wallets.chainType.ethereum',
  'wallets.chainType.solana',
  'wallets.connector.base_account',
  'wallets.connector.coinbase_wallet',
  'wallets.connector.wallet_connect_v2',
];

/**
 * Placeholders whose value may begin with no letter (an address's "0x", an amount's digits, a phone number's
 * "+", a host that is an IP address): inside a right-to-left sentence each must sit in a U+2068 … U+2069 isolate.
 */
const mayBeginWithNoLetter = [
  'address',
  'amount',
  'balance',
  'destination',
  'domain',
  'max',
  'min',
  'site',
  'spender',
  'username',
];

const FSI = '\u2068';
const PDI = '\u2069';

describe('Arabic', () => {
  it.each(translatedDecks.map((deck) => [deck.name, deck] as const))(
    'translates every key of the %s deck',
    (_, deck) => {
      const missing = Object.keys(deck.en).filter((key) => arabicStrings[key] === undefined);
      expect(missing).toEqual([]);
    },
  );

  it('leaves no English in a translated value but names kept as they are', () => {
    // A value of placeholders and signs alone ("≈ {value}") has no words to translate.
    const hasWords = (value: string) => /\p{L}/u.test(value.replace(/\{\w+\}/g, ''));
    const same = Object.keys(allEnglish)
      .filter((key) => arabicStrings[key] === allEnglish[key] && hasWords(allEnglish[key] ?? ''))
      .sort();
    expect(same).toEqual([...keptAsTheyAre].sort());
  });

  it('closes every isolate it opens, and opens none inside another', () => {
    const unbalanced = Object.entries(arabicStrings).filter(([, value = '']) => {
      let depth = 0;
      for (const char of value) {
        if (char === FSI) depth += 1;
        if (char === PDI) depth -= 1;
        if (depth < 0 || depth > 1) return true;
      }
      return depth !== 0;
    });
    expect(unbalanced).toEqual([]);
    expect(Object.values(arabicStrings).filter((value) => value?.includes(FSI)).length).toBeGreaterThan(15);
  });

  it('isolates every address, amount and host it places in a sentence', () => {
    const outside: string[] = [];
    for (const [key, value = ''] of Object.entries(arabicStrings)) {
      // What is left once each isolate is taken out must hold none of these placeholders.
      const bare = value.replace(/\u2068[^\u2069]*\u2069/g, '');
      for (const name of mayBeginWithNoLetter) if (bare.includes(`{${name}}`)) outside.push(`${key}: {${name}}`);
    }
    expect(outside).toEqual([]);
  });

  it('puts an address, a count and an amount in their sentences, isolated where they need it', () => {
    const t = createTranslator(arabic, {}, [walletsCopy, signingCopy] as const);
    expect(t('wallets.send.from', { address: '0x12…cdef', chain: 'Base Sepolia' })).toBe(
      'من \u20680x12…cdef\u2069 على Base Sepolia',
    );
    expect(t('wallets.count', { count: 1 })).toBe('محفظة واحدة');
    expect(t('wallets.count', { count: 3 })).toBe(`المحافظ: ${new Intl.NumberFormat('ar').format(3)}`);
    expect(t('signing.funds.short', { symbol: 'ETH', chain: 'Base Sepolia', amount: '0.01 ETH' })).toBe(
      'لا يكفي رصيد ETH على Base Sepolia لإرسال \u20680.01 ETH\u2069 مع الرسوم',
    );
  });

  it('words the Connections page with the account deck’s verbs, a handle isolated with its "@"', () => {
    const decks = [accountCopy, crossAppCopy, offlineAccessCopy, farcasterSignerCopy] as const;
    const t = createTranslator(arabic, {}, decks);
    // Connect and Disconnect are the account deck's "توصيل" and "فصل".
    expect(t('crossApp.linkWith', { app: 'Orbit' })).toMatch(/^توصيل /);
    expect(t('account.linkKind', { account: 'Orbit' })).toMatch(/^توصيل /);
    expect(t('crossApp.account.unlink')).toBe(t('account.unlinkShort'));
    expect(t('signer.approved.subtitle', { app: 'Acme', username: 'alice' })).toBe(
      'يمكن لـ Acme الآن النشر باسم \u2068@alice\u2069.',
    );
    expect(t('delegation.revoke.alsoAffected', { count: 1 })).toBe('يسحب هذا أيضًا الوصول من محفظة أخرى واحدة:');
    expect(t('delegation.revoke.alsoAffected', { count: 2 })).toBe(
      `يسحب هذا أيضًا الوصول من محافظ أخرى، عددها ${new Intl.NumberFormat('ar').format(2)}:`,
    );
  });
});
