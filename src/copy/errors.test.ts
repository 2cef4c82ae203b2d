import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, FALLBACK_ERROR_ID, messageFor, SigilError } from './errors';
import { en } from './locales/en';

describe('the error contract for a backend of your own', () => {
  it('shows the entry a SigilError names, in any context, also when wrapped', () => {
    expect(messageFor(new SigilError('rateLimited')).id).toBe('rateLimited');
    expect(messageFor(new SigilError('auth.failed'), 'mfa').id).toBe('auth.failed');
    expect(messageFor(new Error('wrapped', { cause: new SigilError('session.expired') })).id).toBe('session.expired');
  });

  it('never shows a SigilError’s own message to users', () => {
    const entry = messageFor(new SigilError('rateLimited', 'upstream said 429'));
    expect(en[entry.key]).not.toContain('429');
  });

  it('maps every code of the catalogue to an entry that lists it or reads it in context', () => {
    for (const e of errorCatalogue) for (const code of e.codes) expect(errorCodes[code]).toBeDefined();
    expect(errorCodes.invalid_credentials).toBe('auth.failed');
    expect(errorCodes.too_many_requests).toBe('rateLimited');
    expect(errorCodes[4001]).toBe('wallet.userRejected');
    for (const [code, id] of Object.entries(errorCodes)) {
      expect(messageFor({ code: Number.isNaN(Number(code)) ? code : Number(code) }).id, code).toBe(id);
    }
  });

  it('falls back to "Something went wrong." for anything else', () => {
    expect(FALLBACK_ERROR_ID).toBe('generic');
    expect(en['error.generic']).toBe('Something went wrong.');
    for (const thrown of [new Error('boom'), 'boom', 42, null, undefined, { sigilErrorId: 'no.such.entry' }]) {
      expect(messageFor(thrown).id).toBe(FALLBACK_ERROR_ID);
    }
  });
});
