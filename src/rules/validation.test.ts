import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../copy/locales/en';
import { normalizeCode, toAsciiDigits, validateCode } from './code';
import { validatePhone, validateSmsLogin } from './phone';
import {
  canLinkAccount,
  validateEmail,
  validateEmailLogin,
  validateEmailUpdate,
  validateSignMessage,
} from './validation';

const message = (result: { ok: boolean; error?: keyof typeof en }) => (result.ok ? 'ok' : en[result.error!]);

/** Hostile input of every shape: strings of any script, emoji, huge strings, non-strings. */
const anything = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '🔥🔥🔥🔥🔥🔥', '１２３４５６', '١٢٣٤٥٦٧', '1'.repeat(10_000), 'a'.repeat(10_000)),
  fc.anything(),
);

describe('validateCode (spec 5: exactly 6 digits, each 0 to 9)', () => {
  it('accepts six ASCII digits', () => {
    expect(validateCode('012345')).toEqual({ ok: true, value: '012345' });
  });

  it.each([
    ['12a456', 'Passcode can only be numbers'],
    ['12345🔥', 'Passcode can only be numbers'],
    ['١٢٣٤٥x', 'Passcode can only be numbers'],
    ['1234567', 'Passcode must be exactly 6 numbers'],
    ['12345', 'Passcode must be exactly 6 numbers'],
    ['1'.repeat(10_000), 'Passcode must be exactly 6 numbers'],
    ['', 'Enter the 6-digit code'],
    ['   ', 'Enter the 6-digit code'],
  ])('%j → %s', (input, expected) => {
    expect(message(validateCode(input))).toBe(expected);
  });

  it('accepts any script’s decimal digits and what people paste around a code', () => {
    expect(validateCode('١٢٣٤٥٦')).toEqual({ ok: true, value: '123456' }); // Arabic-Indic
    expect(validateCode('۱۲۳۴۵۶')).toEqual({ ok: true, value: '123456' }); // Persian
    expect(validateCode('１２３４５６')).toEqual({ ok: true, value: '123456' }); // full-width
    expect(validateCode('१२३४५६')).toEqual({ ok: true, value: '123456' }); // Devanagari
    expect(validateCode('𝟏𝟐𝟑𝟒𝟓𝟔')).toEqual({ ok: true, value: '123456' }); // mathematical bold
    expect(validateCode(' 123 456 ')).toEqual({ ok: true, value: '123456' });
    expect(validateCode('123-456')).toEqual({ ok: true, value: '123456' });
  });

  it('maps every Unicode decimal digit to its value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (cp) => {
        const ch = String.fromCodePoint(cp);
        if (!/\p{Nd}/u.test(ch)) return;
        const value = Number(toAsciiDigits(ch));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(9);
        // The digit one below in the same run is one less (or the run starts at zero).
        if (value > 0) expect(toAsciiDigits(String.fromCodePoint(cp - 1))).toBe(String(value - 1));
      }),
      { numRuns: 5000 },
    );
  });

  it('answers every input with ok or one of the spec messages, never a crash', () => {
    const allowed = new Set([
      'ok',
      'Passcode can only be numbers',
      'Passcode must be exactly 6 numbers',
      'Enter the 6-digit code',
    ]);
    fc.assert(
      fc.property(anything, (input) => {
        expect([...allowed]).toContain(message(validateCode(input)));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly the strings that normalise to six ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        expect(validateCode(input).ok).toBe(/^[0-9]{6}$/.test(normalizeCode(input)));
      }),
    );
  });
});

describe('validateEmail (spec 5)', () => {
  it('requires an address before a code is sent', () => {
    expect(message(validateEmail(''))).toBe('Enter your email address');
    expect(message(validateEmail('   '))).toBe('Enter your email address');
    expect(message(validateEmail(undefined))).toBe('Enter your email address');
  });

  it("rejects '+' only when configuration disallows it, with the spec's wording", () => {
    expect(validateEmail('ada+news@example.com')).toEqual({ ok: true, value: 'ada+news@example.com' });
    expect(message(validateEmail('ada+news@example.com', { allowPlus: false }))).toBe(
      "Please enter a valid email address without a '+'.",
    );
    expect(validateEmail('ada@example.com', { allowPlus: false }).ok).toBe(true);
  });

  it('trims and rejects malformed addresses', () => {
    expect(validateEmail('  ada@example.com ')).toEqual({ ok: true, value: 'ada@example.com' });
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', `${'a'.repeat(400)}@x.io`]) {
      expect(message(validateEmail(bad)), bad).toBe('Please enter a valid email address.');
    }
    expect(validateEmail('josé@exämple.de').ok).toBe(true);
  });

  it('never crashes on hostile input', () => {
    fc.assert(
      fc.property(anything, fc.boolean(), (input, allowPlus) => {
        const result = validateEmail(input, { allowPlus });
        if (!result.ok) expect(en[result.error]).toBeTypeOf('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts what fast-check generates as valid addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (email) => {
        fc.pre(/\.[^.]{2,}$/.test(email) && !/["<>()[\]\\,;:\s]/.test(email));
        expect(validateEmail(email).ok).toBe(true);
      }),
    );
  });
});

describe('e-mail update and logins (spec 5)', () => {
  it('requires the old address, the new address and the code', () => {
    expect(message(validateEmailUpdate({ newAddress: 'b@x.io', code: '123456' }))).toBe(
      'Enter your current email address',
    );
    expect(message(validateEmailUpdate({ oldAddress: 'a@x.io', code: '123456' }))).toBe('Enter your new email address');
    expect(message(validateEmailUpdate({ oldAddress: 'a@x.io', newAddress: 'b@x.io' }))).toBe('Enter the 6-digit code');
    expect(validateEmailUpdate({ oldAddress: 'a@x.io', newAddress: 'b@x.io', code: '123456' })).toEqual({
      ok: true,
      value: { oldAddress: 'a@x.io', newAddress: 'b@x.io', code: '123456' },
    });
    expect(message(validateEmailUpdate({ oldAddress: 'a@x.io', newAddress: 'A@x.io', code: '123456' }))).toBe(
      'The new email address must differ from the current one',
    );
  });

  it('requires both e-mail and code to log in, and phone and code for SMS', () => {
    expect(message(validateEmailLogin({ email: 'a@x.io' }))).toBe('Enter the 6-digit code');
    expect(message(validateEmailLogin({ code: '123456' }))).toBe('Enter your email address');
    expect(validateEmailLogin({ email: 'a@x.io', code: '123456' }).ok).toBe(true);
    expect(message(validateSmsLogin({ phoneNumber: '+1 415 555 2671' }))).toBe('Enter the 6-digit code');
    expect(message(validateSmsLogin({ code: '123456' }))).toBe('Enter your phone number');
    expect(validateSmsLogin({ phoneNumber: '+14155552671', code: '123456' })).toEqual({
      ok: true,
      value: { phoneNumber: '+14155552671', code: '123456' },
    });
  });
});

describe('validatePhone (spec 5: submit disabled until valid)', () => {
  it('returns E.164 for valid numbers in any notation', () => {
    expect(validatePhone('(415) 555-2671', 'US')).toEqual({ ok: true, value: '+14155552671' });
    expect(validatePhone('+44 20 7946 0958')).toEqual({ ok: true, value: '+442079460958' });
    expect(validatePhone('030 1234567', 'DE')).toEqual({ ok: true, value: '+49301234567' });
    expect(validatePhone('٤١٥٥٥٥٢٦٧١', 'US')).toEqual({ ok: true, value: '+14155552671' });
  });

  it('rejects incomplete, overlong and garbage numbers', () => {
    expect(message(validatePhone(''))).toBe('Enter your phone number');
    expect(message(validatePhone('🔥'))).toBe('Enter your phone number');
    expect(message(validatePhone('415 555'))).toBe('Enter a valid phone number');
    expect(message(validatePhone('1'.repeat(10_000)))).toBe('Enter a valid phone number');
  });

  it('never crashes on hostile input', () => {
    fc.assert(
      fc.property(anything, (input) => {
        expect(['ok', 'Enter your phone number', 'Enter a valid phone number']).toContain(
          message(validatePhone(input)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('signing and linking limits (spec 5 and 9)', () => {
  it('requires a non-empty string to sign', () => {
    expect(validateSignMessage('hello').ok).toBe(true);
    for (const bad of ['', undefined, null, 42, {}]) expect(validateSignMessage(bad).ok).toBe(false);
  });

  it('allows at most 5 passkeys and 1 account of each other type', () => {
    const passkeys = (n: number) => Array.from({ length: n }, () => ({ type: 'passkey' }));
    expect(canLinkAccount(passkeys(4), 'passkey').ok).toBe(true);
    expect(message(canLinkAccount(passkeys(5), 'passkey'))).toBe('Cannot link more passkeys to account.');
    expect(canLinkAccount(passkeys(5), 'email').ok).toBe(true);
    expect(message(canLinkAccount([{ type: 'email' }], 'email'))).toBe(
      'You cannot authorize more than one account for this user.',
    );
  });
});
