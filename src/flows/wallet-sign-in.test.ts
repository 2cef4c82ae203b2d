import { describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import {
  type ConnectedWallet,
  createWalletSignInController,
  initialWalletSignIn,
  reduceWalletSignIn,
  type WalletSignInEvent,
  type WalletSignInProgress,
  type WalletSignInSteps,
} from './wallet-sign-in';

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

describe('wallet sign-in controller', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const steps = (connected: ConnectedWallet | null, overrides: Partial<WalletSignInSteps> = {}) => ({
    ...(connected ? { connect: vi.fn(async () => connected), switchChain: vi.fn(async () => undefined) } : {}),
    message: vi.fn(async () => 'message'),
    sign: vi.fn(async () => '0xsig'),
    login: vi.fn(async () => undefined),
    ...overrides,
  });
  const setUp = () => {
    const seen: WalletSignInProgress[] = [];
    const onDone = vi.fn();
    const flow = createWalletSignInController({ onChange: (p) => seen.push(p), onDone });
    return { flow, seen, onDone };
  };

  it('Ethereum on a supported chain: connects, then message, signature, log-in, onDone', async () => {
    const { flow, seen, onDone } = setUp();
    const wallet = steps({ address: '0xabc', chainId: 1 });
    flow.choose('eip155:io.metamask', wallet);
    await settle();
    expect(flow.progress.connection).toMatchObject({ status: 'connected', address: '0xabc', chainId: 1 });
    expect(flow.progress.signIn).toMatchObject({ state: { status: 'done' }, walletId: 'eip155:io.metamask' });
    expect(wallet.message).toHaveBeenCalledWith({ address: '0xabc', chainId: 1 });
    expect(wallet.login).toHaveBeenCalledWith('message', '0xsig');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(seen.map((p) => p.signIn.state.status)).toContain('awaiting-signature');
  });

  it('Ethereum on another chain: asks to switch, then signs in on the chain switched to', async () => {
    const { flow, onDone } = setUp();
    const wallet = steps({ address: '0xabc', chainId: 999_999 });
    flow.choose('eip155:io.metamask', wallet);
    await settle();
    expect(flow.progress.connection.status).toBe('switching_to_supported_chain');
    expect(wallet.message).not.toHaveBeenCalled();
    flow.switchChain(1);
    await settle();
    expect(wallet.switchChain).toHaveBeenCalledWith(1);
    expect(wallet.message).toHaveBeenCalledWith({ address: '0xabc', chainId: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a wallet without a connect step (Solana) signs in at once; a rejection is back at the list', async () => {
    const { flow, onDone } = setUp();
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    flow.choose('solana:Phantom', steps(null, { sign: async () => Promise.reject(rejection) }));
    expect(flow.progress.signIn.state.status).toBe('generating-message');
    await settle();
    expect(flow.progress.signIn).toMatchObject({ state: { status: 'initial' }, rejected: true });
    expect(flow.progress.connection.status).toBe('disconnected');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a failed connection says why; Cancel drops the answers of the run it ended', async () => {
    const { flow, onDone } = setUp();
    flow.choose(
      'eip155:io.metamask',
      steps({ address: '0xabc', chainId: 1 }, { connect: async () => Promise.reject(new Error('x')) }),
    );
    await settle();
    expect(flow.progress.connection.status).toBe('disconnected');
    expect(en[flow.progress.connection.error!.key]).toBe('Could not connect with wallet');
    let answer: (value: string) => void = () => {};
    flow.choose('solana:Phantom', steps(null, { message: () => new Promise<string>((resolve) => (answer = resolve)) }));
    flow.cancel();
    answer('late');
    await settle();
    expect(flow.progress.signIn.state.status).toBe('initial');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel during the log-in: the list stays, but a log-in the backend accepted still calls onDone', async () => {
    const { flow, onDone } = setUp();
    let accept: (value?: unknown) => void = () => {};
    flow.choose('solana:Phantom', steps(null, { login: () => new Promise((resolve) => (accept = resolve)) }));
    await settle();
    expect(flow.progress.signIn.state.status).toBe('submitting-signature');
    flow.cancel();
    accept();
    await settle();
    expect(flow.progress.signIn.state.status).toBe('initial');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a wallet whose chain is not offered only resets, and nothing changes after dispose', async () => {
    const { flow, seen } = setUp();
    flow.choose('solana:Phantom', null);
    await settle();
    expect(flow.progress.signIn.state.status).toBe('initial');
    const changes = seen.length;
    flow.dispose();
    flow.choose('solana:Phantom', steps(null));
    await settle();
    expect(seen).toHaveLength(changes);
  });
});
