import { describe, expect, it } from 'vitest';
import { type ErrorEntry, errorCatalogue, errorEntry, messageFor } from './errors';
import { en } from './locales/en';

const text = (e: ErrorEntry) => en[e.key as keyof typeof en];

/** The standard wallet codes: EIP-1193 provider errors, 4902 (wallet_switchEthereumChain), EIP-1474 JSON-RPC. */
const STANDARD_CODES = {
  4001: 'User rejected request',
  4100: 'The requested method or account has not been authorized by the user.',
  4200: 'The wallet does not support the requested method.',
  4900: 'The wallet is disconnected.',
  4901: 'The wallet is not connected to the requested chain.',
  4902: 'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
  [-32700]: 'The wallet could not read the request.',
  [-32600]: 'The request sent to the wallet is not valid.',
  [-32601]: 'The wallet does not know the requested method.',
  [-32602]: 'The wallet rejected the request parameters.',
  [-32603]: 'The wallet reported an internal error.',
  [-32000]: 'The wallet found the request input missing or invalid.',
  [-32001]: 'The wallet could not find what the request asked for.',
  [-32002]: 'A request is already waiting in your wallet. Open it to continue.',
  [-32003]: 'The wallet could not create the transaction.',
  [-32004]: 'The network behind the wallet does not support this method.',
  [-32005]: 'The wallet is receiving too many requests. Please wait before trying again.',
  [-32006]: 'The wallet does not support this version of the request protocol.',
} as const;

describe('wallet error codes', () => {
  it.each(Object.entries(STANDARD_CODES))('code %s has its own catalogue message', (code, message) => {
    const entry = messageFor({ code: Number(code) });
    expect(entry.group).toBe('wallet');
    expect(entry.codes).toEqual(expect.arrayContaining([Number(code)]));
    expect(text(entry)).toBe(message);
  });

  it('gives every standard code a different entry and a different message', () => {
    const entries = Object.keys(STANDARD_CODES).map((code) => messageFor({ code: Number(code) }));
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map(text)).size).toBe(entries.length);
  });

  it('lists no numeric code twice in the catalogue', () => {
    const codes = errorCatalogue.flatMap((e) => e.codes.filter((c) => typeof c === 'number'));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads the code where wallets and libraries put it: viem errors, nested causes, RPC bodies', () => {
    // viem's ProviderRpcError subclasses carry `code`; its wrappers hold them in `cause`.
    const switchError = Object.assign(new Error('Unrecognized chain.'), { code: 4902 });
    expect(messageFor(new Error('Switch chain failed', { cause: switchError })).id).toBe('wallet.unrecognizedChain');
    expect(messageFor({ error: { code: -32002, message: 'Already processing eth_requestAccounts.' } }).id).toBe(
      'wallet.requestPending',
    );
    expect(messageFor({ data: { code: -32603 } }).id).toBe('wallet.internal');
    expect(messageFor({ code: 'ACTION_REJECTED' }).id).toBe('wallet.userRejected');
    expect(messageFor({ code: 'unsupported_chain_id' }).id).toBe('wallet.unrecognizedChain');
  });

  it('recognises the spec’s unrecognised-chain text thrown as a plain message', () => {
    const entry = messageFor(new Error('Unrecognized chain ID. Try adding the chain using addEthereumChain first.'));
    expect(entry.id).toBe('wallet.unrecognizedChain');
  });

  it('keeps a code it does not know out of the wallet entries', () => {
    expect(messageFor({ code: 4999 }).id).toBe('generic');
    expect(messageFor({ code: -32099 }).id).toBe('generic');
  });

  it('has a time-out entry for the relay (no wire code) and a connect failure with the spec’s wording', () => {
    expect(text(errorEntry('wallet.requestTimeout'))).toBe('The wallet did not answer in time. Try again.');
    expect(errorEntry('wallet.requestTimeout').retryable).toBe(true);
    expect(text(messageFor({ privyErrorCode: 'generic_connect_wallet_error' }))).toBe('Could not connect with wallet');
  });
});
