import { type Address, getAddress, isAddress, verifyMessage } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { httpOrigin, httpUrl, isAuthority } from './urls';

/**
 * Sign-in messages (EIP-4361 for Ethereum, its Solana twin) checked as the provider checks them, before and
 * around the signature: the message is for the page that asked (domain and URI), on a supported chain, fresh
 * (issued-at not in the future, expiration and not-before respected), with a nonce the emulator issued to that
 * address, consumed exactly once.
 */

/** EVM chains a SIWE message may name: the chains the Sigil wallet screens offer (kept in step with them). */
const SUPPORTED_EVM_CHAIN_IDS: readonly number[] = [1, 11155111, 137, 10, 8453, 84532, 42161, 7777777, 43114, 56];

/** Solana clusters a SIWS message may name: the names the SDK writes and their CAIP-2 ids. */
export const SUPPORTED_SOLANA_CHAINS: readonly string[] = [
  'mainnet',
  'devnet',
  'testnet',
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
];

/** How far a client's clock may run ahead of the emulator's for `Issued At`. */
const ISSUED_AT_SKEW_MS = 2 * 60_000;

export interface SignInRequest {
  /** The request's `Origin` header as sent; undefined when the client sent none (a script, a server). */
  origin: string | undefined;
  /** Whether the app accepts sign-ins from a page on this origin (`scheme://host[:port]`). */
  isAllowedOrigin: (origin: string) => boolean;
  /** The emulator's clock (ms). */
  now: number;
}

/** The fields every EIP-4361-style message shares, as parsed. */
export interface SignInFields {
  scheme?: string | undefined;
  domain: string;
  address: string;
  uri: string;
  version: string;
  chainId: string | number;
  nonce: string;
  issuedAt?: Date | undefined;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
}

export type Verdict<T> = { ok: true; value: T } | { ok: false; status: 400 | 401; error: string };

const refuse = (error: string): Verdict<never> => ({ ok: false, status: 401, error });
const malformed = (error: string): Verdict<never> => ({ ok: false, status: 400, error });

/**
 * The page a message was signed for, checked against the request: with an `Origin` header the message's domain
 * must be that origin's host and its URI on that origin; without one (no browser), the URI must be on the
 * message's domain. Either way the origin must be one the app accepts.
 */
function checkPage(fields: SignInFields, request: SignInRequest): Verdict<string> {
  if (!isAuthority(fields.domain)) return malformed('The message domain is not a host');
  const uri = httpUrl(fields.uri);
  if (!uri) return refuse('The message URI is not an http(s) URL');
  let page: string;
  if (request.origin !== undefined) {
    const origin = httpOrigin(request.origin);
    if (!origin) return refuse('The request Origin is not an http(s) origin');
    page = origin;
  } else {
    page = uri.origin;
  }
  const pageUrl = new URL(page);
  if (fields.domain.toLowerCase() !== pageUrl.host) return refuse('The message was signed for another domain');
  if (uri.origin !== page) return refuse('The message URI is not on the page that asked for it');
  if (fields.scheme !== undefined && `${fields.scheme.toLowerCase()}:` !== pageUrl.protocol) {
    return refuse('The message scheme is not the page scheme');
  }
  if (!request.isAllowedOrigin(page)) return refuse('The message domain is not allowed for this app');
  return { ok: true, value: page };
}

/** Issued-at, expiration and not-before against the clock (an unparseable date counts as absent-and-wrong). */
function checkTimes(fields: SignInFields, now: number): Verdict<null> {
  const valid = (d: Date | undefined) => d === undefined || !Number.isNaN(d.getTime());
  if (!fields.issuedAt || !valid(fields.issuedAt)) return malformed('The message has no valid Issued At');
  if (!valid(fields.expirationTime) || !valid(fields.notBefore)) return malformed('The message has an invalid date');
  if (fields.issuedAt.getTime() > now + ISSUED_AT_SKEW_MS) return refuse('The message is issued in the future');
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) return refuse('The message has expired');
  if (fields.notBefore && fields.notBefore.getTime() > now) return refuse('The message is not valid yet');
  return { ok: true, value: null };
}

/** Every check that needs no signature and no store: page, version, chain, times. */
export function checkSignInFields(
  fields: SignInFields,
  request: SignInRequest,
  chainSupported: (chainId: string | number) => boolean,
): Verdict<null> {
  const page = checkPage(fields, request);
  if (!page.ok) return page;
  if (fields.version !== '1') return refuse('The message version is not 1');
  if (!chainSupported(fields.chainId)) return refuse('The message names an unsupported chain');
  return checkTimes(fields, request.now);
}

export interface SiweAccount {
  address: Address;
  chainId: number;
}

/**
 * A Sign-In With Ethereum message and its signature, verified in this order: the fields (viem's
 * `parseSiweMessage` and `validateSiweMessage`, then the page, chain and times), the signature (EOA, viem's
 * `verifyMessage`), and last the nonce, consumed through `consumeNonce` (the store's atomic check-and-consume):
 * a forged request never burns a genuine nonce, and of N identical requests exactly one passes.
 */
export async function verifySiwe(
  input: { message: string; signature: string },
  request: SignInRequest & {
    consumeNonce: (nonce: string, address: string) => boolean;
  },
): Promise<Verdict<SiweAccount>> {
  const parsed = parseSiweMessage(input.message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || !parsed.version || !parsed.chainId) {
    return malformed('Invalid SIWE message');
  }
  if (!isAddress(parsed.address, { strict: false })) return malformed('Invalid SIWE message address');
  const fields: SignInFields = {
    scheme: parsed.scheme,
    domain: parsed.domain,
    address: parsed.address,
    uri: parsed.uri,
    version: parsed.version,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt,
    expirationTime: parsed.expirationTime,
    notBefore: parsed.notBefore,
  };
  const checked = checkSignInFields(
    fields,
    request,
    (id) => typeof id === 'number' && SUPPORTED_EVM_CHAIN_IDS.includes(id),
  );
  if (!checked.ok) return checked;
  // viem's own validation on top (domain, address, expiration, not-before): two readings must agree.
  if (!validateSiweMessage({ message: parsed, domain: parsed.domain, time: new Date(request.now) })) {
    return refuse('The SIWE message is not valid now');
  }
  if (!/^0x[0-9a-fA-F]+$/.test(input.signature) || input.signature.length > 2 + 2 * 1024) {
    return refuse('Invalid signature');
  }
  const valid = await verifyMessage({
    address: parsed.address,
    message: input.message,
    signature: input.signature as `0x${string}`,
  }).catch(() => false);
  if (!valid) return refuse('Invalid signature');
  const address = getAddress(parsed.address);
  if (!request.consumeNonce(parsed.nonce, address)) return refuse('Invalid or expired nonce');
  return { ok: true, value: { address, chainId: parsed.chainId } };
}
