import { describe, expect, it } from 'vitest';
import { en } from '../copy/locales/en';
import { initialWalletSignIn, reduceWalletSignIn, type WalletSignInEvent } from './wallet-sign-in';

const signIn = (events: WalletSignInEvent[], m = initialWalletSignIn()) => events.reduce(reduceWalletSignIn, m);

describe('wallet sign-in (SIWE / SIWS)', () => {
  it('walks generating-message → awaiting-signature → submitting-signature → done', () => {
    const seen: string[] = [];
    let m = initialWalletSignIn('solana');
    for (const e of [
      { type: 'choose', walletId: 'phantom' },
      { type: 'message-ready' },
      { type: 'signed' },
      { type: 'verified' },
    ] as WalletSignInEvent[]) {
      m = reduceWalletSignIn(m, e);
      seen.push(m.state.status);
    }
    expect(seen).toEqual(['generating-message', 'awaiting-signature', 'submitting-signature', 'done']);
    expect(m.walletId).toBe('phantom');
  });

  it('a rejected signature returns to the wallet choice without an error', () => {
    const m = signIn([
      { type: 'choose', walletId: 'metamask' },
      { type: 'message-ready' },
      { type: 'failed', error: Object.assign(new Error('User rejected the request.'), { code: 4001 }) },
    ]);
    expect(m.state.status).toBe('initial');
    expect(m.rejected).toBe(true);
    expect(m.error).toBeNull();
    expect(m.walletId).toBeNull();
    // Also when the rejection is wrapped (viem, ethers).
    const wrapped = signIn([
      { type: 'choose', walletId: 'metamask' },
      { type: 'message-ready' },
      { type: 'failed', error: new Error('Signing failed', { cause: { code: 'ACTION_REJECTED' } }) },
    ]);
    expect(wrapped.rejected).toBe(true);
  });

  it('other failures are errors from the catalogue', () => {
    const m = signIn([
      { type: 'choose', walletId: 'metamask' },
      { type: 'message-ready' },
      { type: 'signed' },
      { type: 'failed', error: { privyErrorCode: 'linked_to_another_user' } },
    ]);
    expect(m.state.status).toBe('error');
    expect(en[m.error!.key]).toBe('This account has already been linked to another user.');
    expect(reduceWalletSignIn(m, { type: 'choose', walletId: 'rainbow' }).state.status).toBe('generating-message');
    expect(reduceWalletSignIn(m, { type: 'back' })).toEqual(initialWalletSignIn());
  });

  it('ignores out-of-order events', () => {
    const m = initialWalletSignIn();
    for (const type of ['message-ready', 'signed', 'verified'] as const)
      expect(reduceWalletSignIn(m, { type })).toBe(m);
    expect(reduceWalletSignIn(m, { type: 'failed', error: new Error('x') })).toBe(m);
  });
});
