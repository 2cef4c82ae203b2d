/**
 * `@sigil/ui/signing`: what a wallet is asked to sign, read for a person (messages, SIWE, EIP-712 typed data,
 * Ethereum transactions with decoded calls, Solana messages and transactions). Its own entry point because it
 * brings viem's and @solana/kit's decoders; the signing screens take its result as props.
 */

export * from './calls';
export * from './compose';
export * from './failures';
export * from './format';
export * from './funds';
export * from './request';
export * from './session';
export * from './solana';
export * from './typed-data';
