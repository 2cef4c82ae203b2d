import { type Address, isAddress, numberToHex, parseEther } from 'viem';
import type { ChainType } from '../../model';
import { validateSignMessage } from '../../rules/validation';
import type { SigningRequestInput } from './request';

/**
 * Composing a request on the Wallets page: the kinds a wallet can be asked for, a sample EIP-712 document, and the
 * composer's fields turned into a request for the review (or the fields' errors).
 */

/** What a person can ask a wallet for on the Wallets page. */
export type ComposedKind = 'message' | 'typedData' | 'transaction';

/** The kinds a wallet of a chain type can be asked for here (a Solana transaction needs a Solana network). */
export const composableKinds = (chainType: ChainType): readonly ComposedKind[] =>
  chainType === 'ethereum' ? ['message', 'typedData', 'transaction'] : ['message'];

export interface ComposedValues {
  message: string;
  typedData: string;
  to: string;
  amount: string;
}

export type ComposeField = keyof ComposedValues;

/** Copy keys of the composer's field errors. */
export type ComposeProblem =
  | 'validation.message.empty'
  | 'wallets.use.typedData.invalid'
  | 'wallets.use.to.invalid'
  | 'wallets.use.to.checksum'
  | 'wallets.use.amount.invalid';

export type ComposedRequest =
  | { ok: true; input: SigningRequestInput }
  | { ok: false; errors: { [F in ComposeField]?: ComposeProblem | undefined } };

/** A sample EIP-712 document for the given chain: what the typed-data field starts with. */
export function sampleTypedData(chainId: number | null, from: string): string {
  return JSON.stringify(
    {
      domain: { name: 'Sigil', version: '1', ...(chainId ? { chainId } : {}) },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'You', wallet: from }, contents: 'Hello from Sigil' },
    },
    null,
    2,
  );
}

/** The most an amount field may say: 18 decimals of the native unit, and no more digits than a uint256. */
const AMOUNT = /^(?:\d{1,59}(?:\.\d{0,18})?|\.\d{1,18})$/;

/**
 * Turns the composer's fields into a request for the review (`readSigningRequest` reads it further), or the
 * fields' errors. `chainId` is the wallet's current chain (a transaction is for it); never throws.
 */
export function composeSigningRequest(
  kind: ComposedKind,
  values: ComposedValues,
  wallet: { chainType: ChainType; address: string; chainId: number | null },
): ComposedRequest {
  if (kind === 'message') {
    const checked = validateSignMessage(values.message);
    if (!checked.ok) return { ok: false, errors: { message: 'validation.message.empty' } };
    if (wallet.chainType === 'solana') {
      return { ok: true, input: { method: 'solana_signMessage', message: new TextEncoder().encode(checked.value) } };
    }
    return { ok: true, input: { method: 'personal_sign', message: checked.value } };
  }
  if (kind === 'typedData') {
    try {
      return { ok: true, input: { method: 'eth_signTypedData_v4', typedData: JSON.parse(values.typedData) } };
    } catch {
      return { ok: false, errors: { typedData: 'wallets.use.typedData.invalid' } };
    }
  }
  const errors: Partial<Record<ComposeField, ComposeProblem>> = {};
  const to = values.to.trim();
  // A mixed-case address carries an EIP-55 checksum: one mistyped character breaks it, so it is checked.
  if (!isAddress(to, { strict: false })) errors.to = 'wallets.use.to.invalid';
  else if (!isAddress(to)) errors.to = 'wallets.use.to.checksum';
  const amount = values.amount.trim();
  let value: bigint | null = null;
  if (AMOUNT.test(amount)) value = parseEther(amount);
  if (value === null) errors.amount = 'wallets.use.amount.invalid';
  if (errors.to || errors.amount || value === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      method: 'eth_sendTransaction',
      transaction: {
        from: wallet.address,
        to: to as Address,
        value: numberToHex(value),
        ...(wallet.chainId ? { chainId: wallet.chainId } : {}),
      },
    },
  };
}
