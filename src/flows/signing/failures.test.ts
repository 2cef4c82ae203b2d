import {
  ChainMismatchError,
  ExecutionRevertedError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  NonceTooLowError,
  RpcRequestError,
  TransactionExecutionError,
} from 'viem';
import { base, baseSepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { transactionFailureOf } from './failures';

const rpc = (code: number, message: string) => ({ code, message });

describe('transactionFailureOf', () => {
  it('reads the node texts under -32000 and -32003', () => {
    expect(
      transactionFailureOf(
        rpc(-32000, 'insufficient funds for gas * price + value: balance 0, tx cost 10000000000000000'),
      ),
    ).toBe('insufficientFunds');
    expect(transactionFailureOf(rpc(-32003, 'Insufficient funds for gas * price + value'))).toBe('insufficientFunds');
    expect(transactionFailureOf(rpc(-32000, 'nonce too low: next nonce 5, tx nonce 3'))).toBe('nonceTooLow');
    expect(transactionFailureOf(rpc(-32000, 'intrinsic gas too low'))).toBe('gasTooLow');
    expect(transactionFailureOf(rpc(-32003, 'out of gas'))).toBe('gasTooLow');
    expect(transactionFailureOf(rpc(-32000, 'execution reverted: ERC20: transfer amount exceeds balance'))).toBe(
      'executionReverted',
    );
    expect(transactionFailureOf(rpc(-32000, 'invalid chain id for signer'))).toBe('chainMismatch');
  });

  it('reads code 3 as a revert and 4902 as a chain the wallet does not have', () => {
    expect(transactionFailureOf({ code: 3, message: 'execution reverted', data: '0x08c379a0' })).toBe(
      'executionReverted',
    );
    expect(transactionFailureOf({ code: 4902, message: 'Unrecognized chain ID "0x14a34".' })).toBe('unsupportedChain');
  });

  it('reads viem’s error classes, wrapped as viem wraps them', () => {
    const insufficient = new TransactionExecutionError(
      new InsufficientFundsError({
        cause: new RpcRequestError({ body: {}, url: 'http://rpc', error: rpc(-32000, 'x') }),
      }),
      { account: undefined, chain: baseSepolia } as never,
    );
    expect(transactionFailureOf(insufficient)).toBe('insufficientFunds');
    expect(transactionFailureOf(new NonceTooLowError({ nonce: 3 }))).toBe('nonceTooLow');
    expect(transactionFailureOf(new IntrinsicGasTooLowError({ gas: 1n }))).toBe('gasTooLow');
    expect(transactionFailureOf(new ExecutionRevertedError({ message: 'execution reverted: nope' }))).toBe(
      'executionReverted',
    );
    expect(transactionFailureOf(new ChainMismatchError({ chain: baseSepolia, currentChainId: base.id }))).toBe(
      'chainMismatch',
    );
  });

  it('finds the reason in a provider error that nests the RPC body', () => {
    const error = new Error('Failed to send transaction', {
      cause: { error: rpc(-32003, 'insufficient funds for gas * price + value') },
    });
    expect(transactionFailureOf(error)).toBe('insufficientFunds');
    expect(transactionFailureOf({ data: { message: 'unsupported chain id 999' } })).toBe('unsupportedChain');
  });

  it('names nothing it does not know, nor a person’s rejection', () => {
    expect(transactionFailureOf(rpc(-32003, 'transaction rejected'))).toBeNull();
    expect(transactionFailureOf(rpc(4001, 'User rejected the request.'))).toBeNull();
    expect(transactionFailureOf(new Error('network down'))).toBeNull();
    expect(transactionFailureOf(undefined)).toBeNull();
    const loop: Record<string, unknown> = { message: 'loop' };
    loop.cause = loop;
    expect(transactionFailureOf(loop)).toBeNull();
  });
});
