import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ErrorId, en, errorEntry } from '../../src/copy';

/**
 * Every sign-in message of the error catalogue (spec section 8) is shown by at least one story and
 * asserted. This reads the sign-in stories and checks that each entry's exact English text appears in them as
 * a string literal, the form play functions assert it in (a story that asserts a message on screen shows it).
 */
const SIGN_IN_ERRORS: ErrorId[] = [
  'generic',
  'unknown',
  'rateLimited',
  'link.anotherUser',
  'link.oneOfType',
  'auth.failed',
  'oauth.denied',
  'oauth.invalidCode',
  'popupBlocked',
  'passkey.limit',
  'passkey.rejected',
  'passkey.unsupported',
  'mfa.invalidCode',
  'wallet.connectFailed',
  'wallet.unrecognizedChain',
  'wallet.userRejected',
  'wallet.unsupportedMethod',
  'wallet.disconnected',
  'signer.connectFailed',
  'signer.timeout',
];

const root = path.resolve(import.meta.dirname, '../../stories');
// The sign-in screens' stories, and the journeys' (with the page helpers their play functions share).
const sources = ['screens/signin', 'journeys']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, dir, f)),
  )
  .filter((f) => f.endsWith('.stories.tsx') || /[/\\]helpers[/\\][^/\\]+\.tsx?$/.test(f))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

describe('sign-in error coverage in stories', () => {
  it.each(SIGN_IN_ERRORS)('%s is shown and its message asserted', (id) => {
    const message = en[errorEntry(id).key];
    // Asserted letter for letter (quotes in the message may be escaped in source).
    const asserted =
      sources.includes(`'${message}'`) ||
      sources.includes(`"${message}"`) ||
      sources.includes(message.replace(/'/g, "\\'"));
    expect(asserted, `no story asserts "${message}"`).toBe(true);
  });
});
