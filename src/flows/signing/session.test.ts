import { hexToBigInt } from 'viem';
import { describe, expect, it } from 'vitest';
import { composeSigningRequest, sampleTypedData } from './compose';
import { initialSigningSession, reduceSigningSession, type SigningSession, type SigningSessionEvent } from './session';

const run = (...events: SigningSessionEvent[]) =>
  events.reduce<SigningSession>(reduceSigningSession, initialSigningSession);

const message = { type: 'review', input: { method: 'personal_sign', message: 'Hello' } } as const;
const empty = { type: 'review', input: { method: 'personal_sign', message: '' } } as const;
const receipt = { status: 'success', blockNumber: 7n, gasUsed: 21_000n } as const;

describe('reduceSigningSession', () => {
  it('reviews, signs and shows the signature', () => {
    const reviewing = run(message);
    expect(reviewing).toMatchObject({ step: 'review', status: 'review', review: { ok: true } });
    expect(run(message, { type: 'approve' })).toMatchObject({ step: 'review', status: 'signing' });
    expect(
      run(message, { type: 'approve' }, { type: 'signed', outcome: { kind: 'signature', signature: '0x1' } }),
    ).toEqual({ step: 'result', outcome: { kind: 'signature', signature: '0x1' }, receiptError: null });
  });

  it('rejecting in the review closes it at once (no result to confirm), and is not possible while the wallet signs', () => {
    expect(run(message, { type: 'reject' })).toEqual({ step: 'compose', declined: true });
    // The next review starts clean, and closing the notice leaves nothing behind.
    expect(
      run(message, { type: 'reject' }, { type: 'review', input: { method: 'personal_sign', message: 'again' } }),
    ).toMatchObject({
      step: 'review',
      status: 'review',
    });
    expect(run(message, { type: 'reject' }, { type: 'done' })).toEqual({ step: 'compose' });
    expect(run(message, { type: 'approve' }, { type: 'reject' })).toMatchObject({ step: 'review', status: 'signing' });
  });

  it("the wallet's own rejection (EIP-1193 4001) is the person's no, any other failure keeps the review to retry", () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    expect(run(message, { type: 'approve' }, { type: 'failed', error: rejected })).toEqual({
      step: 'compose',
      declined: true,
    });
    const disconnected = Object.assign(new Error('Disconnected'), { code: 4900 });
    const failed = run(message, { type: 'approve' }, { type: 'failed', error: disconnected });
    expect(failed).toMatchObject({
      step: 'review',
      status: 'error',
      error: { id: 'wallet.disconnected' },
      failure: null,
    });
    const broke = Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 });
    expect(run(message, { type: 'approve' }, { type: 'failed', error: broke })).toMatchObject({
      status: 'error',
      failure: 'insufficientFunds',
    });
    expect(reduceSigningSession(failed, { type: 'approve' })).toMatchObject({ status: 'signing', error: null });
  });

  it('cannot approve a request that cannot be signed (spec 5: an empty message)', () => {
    const reviewing = run(empty);
    expect(reviewing).toMatchObject({ step: 'review', review: { ok: false, problem: 'validation.message.empty' } });
    expect(reduceSigningSession(reviewing, { type: 'approve' })).toBe(reviewing);
  });

  it('a sent transaction gets its receipt (only its own), or says the receipt could not be read', () => {
    const sent = run(
      {
        type: 'review',
        input: { method: 'eth_sendTransaction', transaction: { to: `0x${'1'.repeat(40)}`, value: '0x1' } },
      },
      { type: 'approve' },
      { type: 'signed', outcome: { kind: 'transaction', hash: '0xabc' } },
    );
    expect(reduceSigningSession(sent, { type: 'receipt', hash: '0xother', receipt })).toBe(sent);
    expect(reduceSigningSession(sent, { type: 'receipt', hash: '0xabc', receipt })).toEqual({
      step: 'result',
      outcome: { kind: 'transaction', hash: '0xabc', receipt },
      receiptError: null,
    });
    expect(
      reduceSigningSession(sent, { type: 'receiptFailed', hash: '0xabc', error: new Error('timeout') }),
    ).toMatchObject({ receiptError: { group: expect.any(String) } });
  });

  it('keeps the wallet the request was written for, and a wallet that never answers times out into a retryable error', () => {
    expect(run({ ...message, wallet: '0xabc' })).toMatchObject({ step: 'review', wallet: '0xabc' });
    expect(run({ ...message, wallet: '0xabc' }, { type: 'approve' }, { type: 'timedOut' })).toMatchObject({
      step: 'review',
      status: 'error',
      error: { id: 'wallet.requestTimeout' },
    });
    expect(run(message, { type: 'timedOut' })).toMatchObject({ status: 'review' });
  });

  it('done returns to composing, except while the wallet signs', () => {
    expect(run(message, { type: 'reject' }, { type: 'done' })).toBe(initialSigningSession);
    expect(run(message, { type: 'approve' }, { type: 'done' })).toMatchObject({ step: 'review', status: 'signing' });
  });
});

describe('composeSigningRequest', () => {
  const ethereum = { chainType: 'ethereum' as const, address: `0x${'a'.repeat(40)}`, chainId: 84532 };
  const values = { message: '', typedData: '', to: '', amount: '' };

  it('a message must be a non-empty string (spec 5); Solana messages are bytes', () => {
    expect(composeSigningRequest('message', values, ethereum)).toEqual({
      ok: false,
      errors: { message: 'validation.message.empty' },
    });
    expect(composeSigningRequest('message', { ...values, message: 'Hi' }, ethereum)).toEqual({
      ok: true,
      input: { method: 'personal_sign', message: 'Hi' },
    });
    const solana = composeSigningRequest('message', { ...values, message: 'Hi' }, { ...ethereum, chainType: 'solana' });
    expect(solana).toEqual({
      ok: true,
      input: { method: 'solana_signMessage', message: new TextEncoder().encode('Hi') },
    });
  });

  it('typed data must be JSON; the sample is valid EIP-712 for the wallet and chain', () => {
    expect(composeSigningRequest('typedData', { ...values, typedData: '{ nope' }, ethereum)).toEqual({
      ok: false,
      errors: { typedData: 'wallets.use.typedData.invalid' },
    });
    const sample = sampleTypedData(84532, ethereum.address);
    const composed = composeSigningRequest('typedData', { ...values, typedData: sample }, ethereum);
    expect(composed).toMatchObject({
      ok: true,
      input: { method: 'eth_signTypedData_v4', typedData: { domain: { chainId: 84532 }, primaryType: 'Mail' } },
    });
    expect(
      reduceSigningSession(initialSigningSession, {
        type: 'review',
        input: composed.ok ? composed.input : (null as never),
      }),
    ).toMatchObject({ review: { ok: true } });
  });

  it('a mixed-case recipient must match its EIP-55 checksum (one mistyped letter); all lower case carries none', () => {
    const good = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const typo = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8';
    expect(composeSigningRequest('transaction', { ...values, to: typo, amount: '1' }, ethereum)).toEqual({
      ok: false,
      errors: { to: 'wallets.use.to.checksum' },
    });
    expect(composeSigningRequest('transaction', { ...values, to: good, amount: '1' }, ethereum).ok).toBe(true);
    expect(composeSigningRequest('transaction', { ...values, to: good.toLowerCase(), amount: '1' }, ethereum).ok).toBe(
      true,
    );
  });

  it('a transaction needs an address and an amount of at most 18 decimals, in wei on the wallet’s chain', () => {
    expect(composeSigningRequest('transaction', { ...values, to: '0x12', amount: '1.2.3' }, ethereum)).toEqual({
      ok: false,
      errors: { to: 'wallets.use.to.invalid', amount: 'wallets.use.amount.invalid' },
    });
    expect(
      composeSigningRequest(
        'transaction',
        { ...values, to: ethereum.address, amount: `0.${'1'.repeat(19)}` },
        ethereum,
      ),
    ).toMatchObject({ ok: false, errors: { amount: 'wallets.use.amount.invalid' } });
    const composed = composeSigningRequest(
      'transaction',
      { ...values, to: ` ${ethereum.address} `, amount: '0.25' },
      ethereum,
    );
    if (!composed.ok || composed.input.method !== 'eth_sendTransaction') throw new Error('expected a transaction');
    const tx = composed.input.transaction as { to: string; value: `0x${string}`; chainId: number; from: string };
    expect(tx).toMatchObject({ to: ethereum.address, from: ethereum.address, chainId: 84532 });
    expect(hexToBigInt(tx.value)).toBe(250_000_000_000_000_000n);
  });
});
