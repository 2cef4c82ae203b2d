import { formatEther, getAddress, type Hex, hexToString, isAddress, isHex } from 'viem';
import { z } from 'zod';
import { ApiError } from '../http/request';
import { JsonBoundsError, parseJson } from '../security/json';
import { ethereumSigner, type ProviderTransaction, sendTransaction } from '../wallets/ethereum';

/** The longest `request` a transact page reads (typed data included); the SDK's are a few hundred bytes. */
export const MAX_REQUEST_LENGTH = 16 * 1024;
/** How old a request may be: the SDK gives up after 120 s, so an older one is nobody's. */
export const REQUEST_LIFETIME_MS = 120_000;
/** How far in the future a request's timestamp may be (clocks differ a little). */
const CLOCK_SKEW_MS = 60_000;

/** The methods the provider app signs for a requesting app (the SDK's `useCrossAppAccounts` hooks). */
const CROSS_APP_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
] as const;
type CrossAppMethod = (typeof CROSS_APP_METHODS)[number];

/**
 * The request the SDK writes into the transact URL: `JSON.stringify({content: {request: {request: {method, params,
 * chainId}}}, timestamp: Date.now(), callbackUrl: window.origin})`, bigints as hex.
 */
const RequestEnvelope = z.object({
  content: z.object({
    request: z.object({
      request: z.object({
        method: z.string().max(64),
        params: z.array(z.unknown()).max(4),
        chainId: z.union([z.number(), z.string().max(80)]).nullish(),
      }),
    }),
  }),
  timestamp: z.number().int(),
  callbackUrl: z.string().max(2048),
});

const Quantity = z.union([z.string().max(80), z.number().int().nonnegative()]);
/** A transaction as the SDK passes it (viem's field names; bigints already hex). */
const SdkTransaction = z
  .object({
    from: z.string().max(64).optional(),
    to: z.string().max(64).nullish(),
    value: Quantity.optional(),
    data: z.string().max(8192).optional(),
    nonce: Quantity.optional(),
    chainId: Quantity.optional(),
    gas: Quantity.optional(),
    gasLimit: Quantity.optional(),
    gasPrice: Quantity.optional(),
    maxFeePerGas: Quantity.optional(),
    maxPriorityFeePerGas: Quantity.optional(),
    type: z.union([z.string().max(16), z.number().int()]).optional(),
  })
  .passthrough();

const TypedData = z.object({
  domain: z.record(z.unknown()).default({}),
  types: z.record(z.array(z.object({ name: z.string().max(200), type: z.string().max(200) })).max(50)),
  primaryType: z.string().max(200),
  message: z.record(z.unknown()),
});

/** A signing request the provider app understood: what it asks, from which page, and how to show it. */
export interface SigningRequest {
  method: CrossAppMethod;
  /** The requesting page's origin: where the answer is posted. */
  callbackOrigin: string;
  timestamp: number;
  /** Label and value rows the page shows before Approve. */
  summary: [label: string, value: string][];
  /** Signs (or sends) with the wallet's key: the signature, signed transaction or transaction hash. */
  perform: (secret: Uint8Array, chain: { chainId: number; rpcUrl: string } | null) => Promise<string>;
  /**
   * The request as data, what makes two requests the same one: the envelope as read, with typed data sent as a
   * JSON string read as that JSON (marked, so that it never equals the same value sent as an object).
   */
  identity: unknown;
}

/** Why a request cannot be answered, in words the requesting app shows (the SDK rejects with the raw string). */
export class RequestRefused extends Error {}

function refuse(message: string): never {
  throw new RequestRefused(message);
}

/**
 * JSON inside a signing request (the envelope, typed data sent as a string), within the bounds every JSON value is
 * held to (security/json.ts), or a refusal saying which bound it passed.
 */
function requestJson(raw: string, what: string): unknown {
  try {
    return parseJson(raw);
  } catch (error) {
    if (!(error instanceof JsonBoundsError)) return refuse(`${what} is not valid JSON`);
    if (error.bound === 'depth') return refuse('The signing request is nested too deeply');
    return refuse('The signing request is too large');
  }
}

/** The envelope's JSON, or a refusal: malformed, too long, nested too deeply, not the SDK's shape. */
export function readEnvelope(raw: string) {
  if (raw.length === 0 || raw.length > MAX_REQUEST_LENGTH) refuse('The signing request is missing or too long');
  const json = requestJson(raw, 'The signing request');
  const parsed = RequestEnvelope.safeParse(json);
  if (!parsed.success) return refuse('The signing request is malformed');
  return parsed.data;
}

/** An integer chain id from a number, a decimal or 0x string, or null. */
function chainIdOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  try {
    const n = typeof value === 'number' ? value : BigInt(String(value));
    const id = Number(n);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function transactionType(type: string | number | undefined): 0 | 1 | 2 | undefined {
  if (type === undefined) return undefined;
  const named: Record<string, 0 | 1 | 2> = { legacy: 0, eip2930: 1, eip1559: 2, '0x0': 0, '0x1': 1, '0x2': 2 };
  const value = typeof type === 'number' ? type : named[type];
  if (value !== 0 && value !== 1 && value !== 2) refuse(`Unsupported transaction type ${String(type).slice(0, 16)}`);
  return value;
}

/** The SDK's transaction in the provider's snake_case shape (what the wallet signer takes). */
function providerTransaction(raw: unknown, wallet: string, chainId: number | null): ProviderTransaction {
  const parsed = SdkTransaction.safeParse(raw);
  if (!parsed.success) return refuse('The transaction is malformed');
  const tx = parsed.data;
  if (tx.from !== undefined && (!isAddress(tx.from) || getAddress(tx.from) !== getAddress(wallet))) {
    refuse('The transaction is not from this wallet');
  }
  const id = chainIdOf(tx.chainId) ?? chainId;
  return {
    from: tx.from,
    to: tx.to ?? undefined,
    value: tx.value,
    data: tx.data,
    nonce: tx.nonce,
    chain_id: id ?? undefined,
    gas_limit: tx.gas ?? tx.gasLimit,
    gas_price: tx.gasPrice,
    max_fee_per_gas: tx.maxFeePerGas,
    max_priority_fee_per_gas: tx.maxPriorityFeePerGas,
    type: transactionType(tx.type),
  };
}

const short = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}…` : text);

function etherOf(value: ProviderTransaction['value']): string {
  if (value === undefined) return '0';
  try {
    return formatEther(BigInt(value));
  } catch {
    return refuse('The transaction value is not a number');
  }
}

/**
 * Reads a signing request for a wallet: its envelope, age and method, and the parameters each method takes (the
 * address it names must be the wallet). Refusals carry the message the requesting app is sent.
 */
export function readSigningRequest(raw: string, wallet: string, now: number): SigningRequest {
  const envelope = readEnvelope(raw);
  const { method, params, chainId: requestChain } = envelope.content.request.request;
  const callbackOrigin = URL.canParse(envelope.callbackUrl) ? new URL(envelope.callbackUrl).origin : 'null';
  if (now - envelope.timestamp > REQUEST_LIFETIME_MS) refuse('This signing request has expired');
  if (envelope.timestamp - now > CLOCK_SKEW_MS) refuse('This signing request is dated in the future');
  const sameWallet = (address: unknown) =>
    typeof address === 'string' && isAddress(address) && getAddress(address) === getAddress(wallet);
  const base = { callbackOrigin, timestamp: envelope.timestamp, identity: envelope };
  const chainId = chainIdOf(requestChain);

  switch (method) {
    case 'personal_sign': {
      const [message, address] = params;
      if (typeof message !== 'string' || message.length === 0) refuse('A message to sign must be a non-empty string');
      if (!sameWallet(address)) refuse('The request names another wallet');
      const text = message as string;
      const hex = isHex(text) && text.length % 2 === 0;
      let shown = text;
      if (hex) {
        try {
          shown = hexToString(text as Hex);
        } catch {
          shown = text;
        }
      }
      return {
        ...base,
        method,
        summary: [
          ['Sign', 'A message'],
          ['Message', short(shown)],
        ],
        perform: (secret) => ethereumSigner(secret).personalSign(hex ? text.slice(2) : text, hex ? 'hex' : 'utf-8'),
      };
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params;
      if (!sameWallet(address)) refuse('The request names another wallet');
      const tree: unknown = typeof data === 'string' ? requestJson(data, 'The typed data') : data;
      const parsed = TypedData.safeParse(tree);
      if (!parsed.success) return refuse('The typed data is malformed');
      const typed = parsed.data;
      const read = {
        ...envelope.content.request.request,
        params: [address, typeof data === 'string' ? { json: tree } : data],
      };
      return {
        ...base,
        identity: { ...envelope, content: { request: { request: read } } },
        method,
        summary: [
          ['Sign', 'Typed data'],
          ['Domain', short(String(typed.domain.name ?? '(unnamed)'))],
          ['Type', typed.primaryType],
          ['Message', short(JSON.stringify(typed.message, null, 2))],
        ],
        perform: (secret) =>
          ethereumSigner(secret).signTypedData({
            domain: typed.domain,
            types: typed.types,
            message: typed.message,
            primary_type: typed.primaryType,
          }),
      };
    }
    case 'eth_signTransaction':
    case 'eth_sendTransaction': {
      const tx = providerTransaction(params[0], wallet, chainId);
      const rows: [string, string][] = [
        ['Sign', method === 'eth_sendTransaction' ? 'A transaction, then send it' : 'A transaction'],
        ['To', tx.to ?? '(a new contract)'],
        ['Value', `${etherOf(tx.value)} ETH`],
        ['Chain', tx.chain_id === undefined ? '(not given)' : String(tx.chain_id)],
      ];
      if (tx.data && tx.data !== '0x') rows.push(['Data', short(tx.data)]);
      return {
        ...base,
        method,
        summary: rows,
        perform: async (secret, chain) => {
          if (method === 'eth_signTransaction') return ethereumSigner(secret).signTransaction(tx);
          const target = Number(tx.chain_id ?? chain?.chainId);
          if (!chain || chain.chainId !== target) {
            return refuse(`Chain ${Number.isFinite(target) ? target : '(none)'} is not available in the emulator`);
          }
          return sendTransaction(secret, tx, chain.chainId, chain.rpcUrl);
        },
      };
    }
    default:
      if (method.startsWith('privy_')) return refuse('Smart wallets are not supported by the emulated provider apps');
      return refuse(`Unsupported method ${method}`);
  }
}

/** A signing step's failure as the requesting app reads it: the signer's own 400s keep their message. */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof RequestRefused) return error.message;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return null;
}
