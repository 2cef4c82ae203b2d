import { describe, expect, it } from 'vitest';
import { en } from '../copy/locales/en';
import {
  initialConnection,
  initialWalletSignIn,
  type WalletConnectionEvent,
  type WalletSignInEvent,
  walletConnectionReducer,
  walletSignInReducer,
} from './wallet';

const signIn = (events: WalletSignInEvent[], m = initialWalletSignIn()) => events.reduce(walletSignInReducer, m);
const connect = (events: WalletConnectionEvent[], s = initialConnection) => events.reduce(walletConnectionReducer, s);

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
      m = walletSignInReducer(m, e);
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
    expect(walletSignInReducer(m, { type: 'choose', walletId: 'rainbow' }).state.status).toBe('generating-message');
    expect(walletSignInReducer(m, { type: 'back' })).toEqual(initialWalletSignIn());
  });

  it('ignores out-of-order events', () => {
    const m = initialWalletSignIn();
    for (const type of ['message-ready', 'signed', 'verified'] as const)
      expect(walletSignInReducer(m, { type })).toBe(m);
    expect(walletSignInReducer(m, { type: 'failed', error: new Error('x') })).toBe(m);
  });
});

describe('wallet connection', () => {
  it('connects straight through on a supported chain', () => {
    const s = connect([
      { type: 'connect', walletId: 'metamask' },
      { type: 'connected', address: '0xabc', chainId: 8453 },
    ]);
    expect(s).toMatchObject({ status: 'connected', chainId: 8453, address: '0xabc', walletId: 'metamask' });
  });

  it('asks to switch from an unsupported chain, then connects', () => {
    let s = connect([
      { type: 'connect', walletId: 'metamask' },
      { type: 'connected', address: '0xabc', chainId: 5 },
    ]);
    expect(s.status).toBe('switching_to_supported_chain');
    s = walletConnectionReducer(s, { type: 'chain-switched', chainId: 1 });
    expect(s.status).toBe('connected');
    // A later switch to an unsupported chain asks again.
    expect(walletConnectionReducer(s, { type: 'chain-switched', chainId: 5 }).status).toBe(
      'switching_to_supported_chain',
    );
  });

  it('a failure returns to disconnected with "Could not connect with wallet" or the wallet’s reason', () => {
    const generic = connect([
      { type: 'connect', walletId: 'walletconnect' },
      { type: 'failed', error: new Error('x') },
    ]);
    expect(generic.status).toBe('disconnected');
    expect(en[generic.error!.key]).toBe('Could not connect with wallet');
    const chain = connect([
      { type: 'connect', walletId: 'metamask' },
      { type: 'connected', address: '0xabc', chainId: 5 },
      { type: 'failed', error: { code: 4902 } },
    ]);
    expect(en[chain.error!.key]).toBe('Unrecognized chain ID. Try adding the chain using addEthereumChain first.');
    expect(walletConnectionReducer(chain, { type: 'connect', walletId: 'metamask' }).error).toBeNull();
  });

  it('ignores out-of-order events and disconnects from anywhere', () => {
    expect(walletConnectionReducer(initialConnection, { type: 'connected', address: '0x', chainId: 1 })).toBe(
      initialConnection,
    );
    expect(walletConnectionReducer(initialConnection, { type: 'failed', error: 1 })).toBe(initialConnection);
    const busy = connect([{ type: 'connect', walletId: 'a' }]);
    expect(walletConnectionReducer(busy, { type: 'connect', walletId: 'b' })).toBe(busy);
    expect(walletConnectionReducer(busy, { type: 'disconnect' })).toEqual(initialConnection);
  });
});
