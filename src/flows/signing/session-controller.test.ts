import { describe, expect, it, vi } from 'vitest';
import { WALLET_RELAY } from '../../rules/limits';
import type { Clock } from '../clock';
import {
  createSigningSessionController,
  type SignedOutcome,
  type SigningReceipt,
  type SigningSessionCalls,
  type SigningSessionView,
  type SigningWallet,
} from './session';

/** A clock that moves only when the test says (time as data: no real timer runs). */
function manualClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let next = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.push({ at: now + ms, callback, id: ++next });
      return next;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.callback();
  };
  return { clock, advance, pending: () => timers.length };
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const external: SigningWallet = {
  address: `0x${'a'.repeat(40)}`,
  chainType: 'ethereum',
  walletClientType: 'metamask',
  chainId: 84532,
};
const embedded: SigningWallet = { ...external, address: `0x${'b'.repeat(40)}`, walletClientType: 'privy' };
const message = { method: 'personal_sign', message: 'Hello' } as const;
const transaction = {
  method: 'eth_sendTransaction',
  transaction: { to: `0x${'1'.repeat(40)}`, value: '0x1', chainId: 11155111 },
} as const;
const receipt: SigningReceipt = { status: 'success', blockNumber: 7n, gasUsed: 21_000n };

function setup(calls: Partial<SigningSessionCalls<SigningWallet>> = {}, wallets = [external, embedded]) {
  const time = manualClock();
  const views: SigningSessionView[] = [];
  const onSigned = vi.fn();
  const onMined = vi.fn();
  const onSettled = vi.fn();
  const flow = createSigningSessionController<SigningWallet>({
    calls: {
      getUsdPrice: calls.getUsdPrice ?? (async () => null),
      sign: calls.sign ?? (async () => ({ kind: 'signature', signature: '0x1' })),
      waitForReceipt: calls.waitForReceipt ?? (async () => receipt),
      estimateFee: calls.estimateFee,
      getBalance: calls.getBalance,
    },
    wallets: () => wallets,
    onChange: (view) => views.push(view),
    onSigned,
    onMined,
    onSettled,
    clock: time.clock,
  });
  return { flow, time, views, onSigned, onMined, onSettled };
}

describe('createSigningSessionController: the time-out race', () => {
  it('an external wallet that does not answer in 60 s (spec 9) is a time-out; its late answer is dropped', async () => {
    const answer = deferred<SignedOutcome>();
    const { flow, time, onSigned } = setup({ sign: () => answer.promise });
    flow.review(message, external);
    void flow.approve();
    expect(flow.view.session).toMatchObject({ step: 'review', status: 'signing' });
    time.advance(WALLET_RELAY.requestTimeoutMs - 1);
    expect(flow.view.session).toMatchObject({ status: 'signing' });
    time.advance(1);
    expect(flow.view.session).toMatchObject({ status: 'error', error: { id: 'wallet.requestTimeout' } });
    answer.resolve({ kind: 'signature', signature: '0xlate' });
    await flush();
    expect(flow.view.session).toMatchObject({ step: 'review', status: 'error' });
    expect(onSigned).not.toHaveBeenCalled();
  });

  it('Approve after a time-out asks again, and that answer is taken', async () => {
    const first = deferred<SignedOutcome>();
    const sign = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ kind: 'signature', signature: '0x2' });
    const { flow, time, onSigned } = setup({ sign });
    flow.review(message, external);
    void flow.approve();
    time.advance(WALLET_RELAY.requestTimeoutMs);
    await flow.approve();
    first.resolve({ kind: 'signature', signature: '0x1' });
    await flush();
    expect(flow.view.session).toEqual({
      step: 'result',
      outcome: { kind: 'signature', signature: '0x2' },
      receiptError: null,
    });
    expect(onSigned).toHaveBeenCalledTimes(1);
    expect(time.pending()).toBe(0);
  });

  it('an embedded wallet has no time-out here: the provider may wait while the person verifies', async () => {
    const answer = deferred<SignedOutcome>();
    const { flow, time } = setup({ sign: () => answer.promise });
    flow.review(message, embedded);
    void flow.approve();
    expect(time.pending()).toBe(0);
    time.advance(300_000);
    answer.resolve({ kind: 'signature', signature: '0x1' });
    await flush();
    expect(flow.view.session).toMatchObject({ step: 'result', outcome: { kind: 'signature' } });
  });

  it("the wallet's 4001 is the person's no; another failure keeps the review, with the timer stopped", async () => {
    const rejecting = setup({ sign: async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) });
    rejecting.flow.review(message, external);
    await rejecting.flow.approve();
    expect(rejecting.flow.view.session).toEqual({ step: 'compose', declined: true });
    expect(rejecting.time.pending()).toBe(0);
    const failing = setup({ sign: async () => Promise.reject(Object.assign(new Error('x'), { code: 4100 })) });
    failing.flow.review(message, external);
    await failing.flow.approve();
    expect(failing.flow.view.session).toMatchObject({ step: 'review', status: 'error' });
    expect(failing.time.pending()).toBe(0);
  });

  it('a request whose wallet is gone is never signed by another one (4900)', async () => {
    const sign = vi.fn();
    const { flow } = setup({ sign }, [embedded]);
    flow.review(message, external);
    await flow.approve();
    expect(sign).not.toHaveBeenCalled();
    expect(flow.view.session).toMatchObject({ status: 'error', error: { id: 'wallet.disconnected' } });
  });

  it('dispose stops the time-out', () => {
    const { flow, time } = setup({ sign: () => new Promise(() => {}) });
    flow.review(message, external);
    void flow.approve();
    expect(time.pending()).toBe(1);
    flow.dispose();
    expect(time.pending()).toBe(0);
  });
});

describe('createSigningSessionController: the receipt', () => {
  it('is read on the chain the reviewed transaction was for, then reported', async () => {
    const waitForReceipt = vi.fn(async () => receipt);
    const { flow, onSigned, onMined, onSettled } = setup({
      sign: async () => ({ kind: 'transaction', hash: '0xabc' }),
      waitForReceipt,
    });
    flow.review(transaction, external);
    await flow.approve();
    expect(waitForReceipt).toHaveBeenCalledWith('0xabc', 11155111, external);
    expect(onSigned).toHaveBeenCalledWith(external, { kind: 'transaction', hash: '0xabc' });
    expect(onMined).toHaveBeenCalledWith(external, '0xabc', receipt);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(flow.view.session).toEqual({
      step: 'result',
      outcome: { kind: 'transaction', hash: '0xabc', receipt },
      receiptError: null,
    });
  });

  it("falls back to the wallet's chain, and says so when no chain is known (4901)", async () => {
    const waitForReceipt = vi.fn(async () => receipt);
    const noChain = { ...transaction, transaction: { to: transaction.transaction.to, value: '0x1' } };
    const known = setup({ sign: async () => ({ kind: 'transaction', hash: '0x1' }), waitForReceipt });
    known.flow.review(noChain, external);
    await known.flow.approve();
    expect(waitForReceipt).toHaveBeenCalledWith('0x1', 84532, external);
    const unknownWallet = { ...external, chainId: null };
    const unknown = setup({ sign: async () => ({ kind: 'transaction', hash: '0x2' }) }, [unknownWallet]);
    unknown.flow.review(noChain, unknownWallet);
    await unknown.flow.approve();
    expect(unknown.flow.view.session).toMatchObject({
      step: 'result',
      receiptError: { id: 'wallet.chainDisconnected' },
    });
    expect(unknown.onSettled).not.toHaveBeenCalled();
  });

  it('a receipt that cannot be read is said in the result, and balances are read again', async () => {
    const { flow, onMined, onSettled } = setup({
      sign: async () => ({ kind: 'transaction', hash: '0xabc' }),
      waitForReceipt: async () => Promise.reject(new Error('dropped')),
    });
    flow.review(transaction, external);
    await flow.approve();
    expect(flow.view.session).toMatchObject({ step: 'result', receiptError: { id: expect.any(String) } });
    expect(onMined).not.toHaveBeenCalled();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});

describe('createSigningSessionController: the USD price', () => {
  it('a price that answers after another review began is dropped', async () => {
    const first = deferred<number | null>();
    const second = deferred<number | null>();
    const getUsdPrice = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { flow } = setup({ getUsdPrice });
    flow.review(message, external);
    flow.done();
    flow.review(message, { ...external, chainType: 'solana', chainId: undefined });
    await flush();
    expect(getUsdPrice).toHaveBeenNthCalledWith(1, 'ethereum', 84532);
    expect(getUsdPrice).toHaveBeenNthCalledWith(2, 'solana', null);
    second.resolve(150);
    await flush();
    first.resolve(3000);
    await flush();
    expect(flow.view.usdPrice).toBe(150);
  });

  it('a new review starts without a price; an unknown or failed price is undefined', async () => {
    const { flow } = setup({ getUsdPrice: async () => Promise.reject(new Error('offline')) });
    flow.review(message, external);
    await flush();
    expect(flow.view.usdPrice).toBeUndefined();
  });

  describe('the fee and balance of a transaction', () => {
    const onBase = {
      method: 'eth_sendTransaction',
      transaction: { to: `0x${'1'.repeat(40)}`, value: '0x2386f26fc10000', chainId: 84532 },
    } as const;

    it('estimates the fee and reads the balance together, then shows both', async () => {
      const fee = deferred<bigint>();
      const estimateFee = vi.fn(() => fee.promise);
      const getBalance = vi.fn(async () => 5n);
      const { flow } = setup({ estimateFee, getBalance });
      flow.review(onBase, embedded);
      expect(flow.view.fee).toEqual({ status: 'estimating' });
      await flush();
      expect(flow.view.balance).toBeNull();
      fee.resolve(42_000n);
      await flush();
      expect(flow.view).toMatchObject({ fee: { status: 'estimated', fee: 42_000n }, balance: 5n });
      expect(estimateFee).toHaveBeenCalledWith(
        embedded,
        expect.objectContaining({ value: 10n ** 16n, chainId: 84532 }),
      );
      expect(getBalance).toHaveBeenCalledWith(embedded);
    });

    it('says the estimate failed and keeps the balance', async () => {
      const { flow } = setup({
        estimateFee: async () => Promise.reject(new Error('rpc down')),
        getBalance: async () => 9n,
      });
      flow.review(onBase, embedded);
      await flush();
      expect(flow.view).toMatchObject({ fee: { status: 'failed' }, balance: 9n });
    });

    it('drops an answer for a review that was replaced, and estimates nothing for a message', async () => {
      const fee = deferred<bigint>();
      const estimateFee = vi.fn(() => fee.promise);
      const { flow } = setup({ estimateFee, getBalance: async () => 1n });
      flow.review(onBase, embedded);
      flow.review(message, embedded);
      fee.resolve(1n);
      await flush();
      expect(flow.view).toMatchObject({ fee: null, balance: null });
      expect(estimateFee).toHaveBeenCalledOnce();
    });

    it('reads no balance on another chain than the wallet is on (it would be the wrong one)', async () => {
      const getBalance = vi.fn(async () => 1n);
      const { flow } = setup({ estimateFee: async () => 1n, getBalance });
      flow.review(transaction, embedded);
      await flush();
      expect(getBalance).not.toHaveBeenCalled();
      expect(flow.view.fee).toBeNull();
    });
  });
});
