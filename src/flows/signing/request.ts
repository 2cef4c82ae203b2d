import { type Address, type Hex, hexToBytes, isAddress, isHex, type TypedDataDomain, validateTypedData } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { BaseKey } from '../../copy/locales/en';
import { validateSignMessage } from '../../rules/validation';
import { type DecodedCall, decodeCall, type KnownStandard } from './calls';
import { decodeSolanaTransaction, type SolanaTransaction, solanaTransactionBytes } from './solana';
import { buildTypedDataTree, type TypedDataNode } from './typed-data';

/**
 * A signing request in the provider SDK's vocabulary (the RPC methods its hooks send: `personal_sign`,
 * `eth_signTypedData_v4`, `eth_signTransaction`, `eth_sendTransaction`, and Solana's `signMessage`,
 * `signTransaction`, `signAndSendTransaction`), read into what the review screens show. `readSigningRequest`
 * validates and decodes; it never throws, whatever it is given.
 */

/** What the app hands over: the method and its payload, as the SDK's hooks receive them. */
export type SigningRequestInput =
  | { method: 'personal_sign'; message: unknown }
  | { method: 'eth_signTypedData_v4'; typedData: unknown }
  | {
      method: 'eth_signTransaction' | 'eth_sendTransaction';
      transaction: unknown;
      /** What the contract called is, when the app knows (ERC-20 and ERC-721 share two selectors). */
      standard?: KnownStandard | undefined;
    }
  | { method: 'solana_signMessage'; message: unknown }
  | { method: 'solana_signTransaction' | 'solana_signAndSendTransaction'; transaction: unknown };

/** A personal_sign message: readable text (a string, or hex that is UTF-8), or hex bytes shown raw. */
export type MessageContent = { encoding: 'text'; text: string; hex?: Hex | undefined } | { encoding: 'hex'; hex: Hex };

/** The fields of a Sign-In with Ethereum message (EIP-4361), as viem's `parseSiweMessage` reads them. */
export interface SiweFields {
  domain: string;
  address: Address;
  statement?: string | undefined;
  uri: string;
  version: string;
  chainId: number;
  nonce: string;
  issuedAt?: Date | undefined;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
  requestId?: string | undefined;
  resources?: string[] | undefined;
}

export interface TypedDataRequest {
  domain: TypedDataDomain;
  primaryType: string;
  /** The message as a tree following its types: structs and arrays have children. */
  message: TypedDataNode[];
}

/** An Ethereum transaction request, amounts as bigints (wei, gas units). */
export interface EthereumTransaction {
  /** The recipient; absent for a contract deployment. */
  to?: Address | undefined;
  from?: Address | undefined;
  value: bigint;
  chainId?: number | undefined;
  data?: Hex | undefined;
  nonce?: number | undefined;
  gas?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  gasPrice?: bigint | undefined;
  /** The most the transaction can cost in fees: gas × maxFeePerGas (EIP-1559) or gas × gasPrice (legacy). */
  maxFee?: bigint | undefined;
  call: DecodedCall;
}

export type SigningRequest =
  | { kind: 'message'; method: 'personal_sign'; content: MessageContent }
  | { kind: 'siwe'; method: 'personal_sign'; message: string; fields: SiweFields }
  | { kind: 'typedData'; method: 'eth_signTypedData_v4'; typedData: TypedDataRequest }
  | { kind: 'transaction'; method: 'eth_signTransaction' | 'eth_sendTransaction'; transaction: EthereumTransaction }
  | { kind: 'solanaMessage'; method: 'solana_signMessage'; content: MessageContent }
  | {
      kind: 'solanaTransaction';
      method: 'solana_signTransaction' | 'solana_signAndSendTransaction';
      transaction: SolanaTransaction;
    };

/** Copy keys of the reasons a request cannot be reviewed (the spec's rule, then malformed payloads). */
export type SigningProblem =
  | Extract<BaseKey, 'validation.message.empty'>
  | 'signing.invalid.typedData'
  | 'signing.invalid.transaction';

export type ReadSigningRequest =
  | { ok: true; request: SigningRequest }
  /** `detail` is the library's own explanation (viem's), for logs and the advanced reader. */
  | { ok: false; method: SigningRequestInput['method']; problem: SigningProblem; detail?: string | undefined };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text a person can read: valid UTF-8 without control characters other than tab and line breaks. */
function readable(bytes: Uint8Array): string | null {
  try {
    const text = utf8.decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for.
    return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** A message: hex (0x…, even length) decoded when it is readable UTF-8, kept as hex otherwise; other strings as they are. */
export function readMessage(message: string): MessageContent {
  if (isHex(message, { strict: true }) && message.length % 2 === 0 && message.length > 2) {
    const text = readable(hexToBytes(message));
    return text === null ? { encoding: 'hex', hex: message } : { encoding: 'text', text, hex: message };
  }
  return { encoding: 'text', text: message };
}

/** The SIWE fields of a message when it is a complete EIP-4361 message, else null. */
export function readSiwe(message: string): SiweFields | null {
  const parsed = parseSiweMessage(message);
  const { domain, address, uri, version, chainId, nonce } = parsed;
  if (!domain || !address || !uri || !version || chainId === undefined || !nonce) return null;
  return { ...parsed, domain, address, uri, version, chainId, nonce };
}

/**
 * Whether a SIWE message asks to sign in to another site than the one showing it: its domain (host, maybe with a
 * port) against the site's host, case-insensitively. Without the site's host nothing is flagged.
 */
export function isForeignDomain(fields: Pick<SiweFields, 'domain'>, siteHost: string | undefined): boolean {
  if (!siteHost) return false;
  return fields.domain.trim().toLowerCase() !== siteHost.trim().toLowerCase();
}

function toBigInt(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'bigint' && value >= 0n) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return BigInt(value);
  throw new Error(`Not an integer quantity: ${String(value)}`);
}

function toNumber(value: unknown): number | undefined {
  const big = toBigInt(value);
  if (big === undefined) return undefined;
  if (big > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Out of range: ${big}`);
  return Number(big);
}

function readTransaction(input: unknown, standard: KnownStandard | undefined): EthereumTransaction {
  if (typeof input !== 'object' || input === null) throw new Error('A transaction must be an object.');
  const tx = input as Record<string, unknown>;
  const address = (name: string): Address | undefined => {
    const value = tx[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw new Error(`Invalid ${name} address.`);
    return value;
  };
  const data = tx.data ?? tx.input;
  if (data !== undefined && (typeof data !== 'string' || !isHex(data, { strict: true }) || data.length % 2 !== 0)) {
    throw new Error('The call data must be hex of whole bytes.');
  }
  const gas = toBigInt(tx.gas ?? tx.gasLimit);
  const maxFeePerGas = toBigInt(tx.maxFeePerGas);
  const gasPrice = toBigInt(tx.gasPrice);
  const perGas = maxFeePerGas ?? gasPrice;
  return {
    to: address('to'),
    from: address('from'),
    value: toBigInt(tx.value) ?? 0n,
    chainId: toNumber(tx.chainId),
    data: data as Hex | undefined,
    nonce: toNumber(tx.nonce),
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas: toBigInt(tx.maxPriorityFeePerGas),
    gasPrice,
    maxFee: gas !== undefined && perGas !== undefined ? gas * perGas : undefined,
    call: decodeCall(data as Hex | undefined, standard),
  };
}

function readTypedData(input: unknown): TypedDataRequest {
  const value = typeof input === 'string' ? (JSON.parse(input) as unknown) : input;
  if (typeof value !== 'object' || value === null) throw new Error('Typed data must be an object.');
  const { domain = {}, types, primaryType, message } = value as Record<string, unknown>;
  if (typeof types !== 'object' || types === null) throw new Error('Typed data needs its types.');
  if (typeof primaryType !== 'string') throw new Error('Typed data needs a primaryType.');
  if (typeof message !== 'object' || message === null) throw new Error('Typed data needs a message.');
  const definition = { domain, types, primaryType, message } as Parameters<typeof validateTypedData>[0];
  // viem checks every value against its type (addresses, integer ranges, byte sizes) and the type names.
  validateTypedData(definition);
  const allTypes = types as Record<string, readonly { name: string; type: string }[]>;
  if (primaryType !== 'EIP712Domain' && !allTypes[primaryType]) {
    throw new Error(`primaryType "${primaryType}" is not among the types.`);
  }
  return {
    domain: domain as TypedDataDomain,
    primaryType,
    message: buildTypedDataTree(allTypes, primaryType, message as Record<string, unknown>),
  };
}

const detailOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads a signing request for review: validated (spec 5: a message must be a non-empty string) and decoded. */
export function readSigningRequest(input: SigningRequestInput): ReadSigningRequest {
  const fail = (problem: SigningProblem, error?: unknown): ReadSigningRequest => ({
    ok: false,
    method: input.method,
    problem,
    ...(error === undefined ? {} : { detail: detailOf(error) }),
  });
  switch (input.method) {
    case 'personal_sign': {
      const checked = validateSignMessage(input.message);
      if (!checked.ok) return fail('validation.message.empty');
      const fields = readSiwe(checked.value);
      if (fields) return { ok: true, request: { kind: 'siwe', method: input.method, message: checked.value, fields } };
      return { ok: true, request: { kind: 'message', method: input.method, content: readMessage(checked.value) } };
    }
    case 'solana_signMessage': {
      const bytes = input.message instanceof Uint8Array ? input.message : null;
      if (bytes) {
        if (bytes.length === 0) return fail('validation.message.empty');
        const text = readable(bytes);
        const hex = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` as Hex;
        const content: MessageContent = text === null ? { encoding: 'hex', hex } : { encoding: 'text', text };
        return { ok: true, request: { kind: 'solanaMessage', method: input.method, content } };
      }
      const checked = validateSignMessage(input.message);
      if (!checked.ok) return fail('validation.message.empty');
      return {
        ok: true,
        request: { kind: 'solanaMessage', method: input.method, content: { encoding: 'text', text: checked.value } },
      };
    }
    case 'eth_signTypedData_v4':
      try {
        return {
          ok: true,
          request: { kind: 'typedData', method: input.method, typedData: readTypedData(input.typedData) },
        };
      } catch (error) {
        return fail('signing.invalid.typedData', error);
      }
    case 'eth_signTransaction':
    case 'eth_sendTransaction':
      try {
        const transaction = readTransaction(input.transaction, input.standard);
        return { ok: true, request: { kind: 'transaction', method: input.method, transaction } };
      } catch (error) {
        return fail('signing.invalid.transaction', error);
      }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const bytes = solanaTransactionBytes(input.transaction);
      if (!bytes || bytes.length === 0) return fail('signing.invalid.transaction');
      return {
        ok: true,
        request: { kind: 'solanaTransaction', method: input.method, transaction: decodeSolanaTransaction(bytes) },
      };
    }
    default:
      return fail('signing.invalid.transaction');
  }
}
