import { createPublicKey, verify } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
import {
  checkSignInFields,
  type SignInFields,
  type SignInRequest,
  SUPPORTED_SOLANA_CHAINS,
  type Verdict,
} from '../security/siwe-verify';

/** SPKI DER prefix of an Ed25519 public key: the raw 32 bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * Sign-In With Solana (CAIP-122 / Phantom's SIWS, the format the provider's SDK writes), parsed field by field
 * as EIP-4361 is, so the same checks apply: domain and URI against the page, chain, times, nonce.
 *
 *     localhost:5173 wants you to sign in with your Solana account:
 *     <base58 address>
 *
 *     <statement>
 *
 *     URI: http://localhost:5173
 *     Version: 1
 *     Chain ID: mainnet
 *     Nonce: <nonce>
 *     Issued At: 2026-01-01T00:00:00.000Z
 *     Expiration Time: ... (optional, as Not Before and Request ID)
 *     Resources:
 *     - https://privy.io
 */
export interface SiwsMessage extends SignInFields {
  statement?: string | undefined;
  requestId?: string | undefined;
  resources: string[];
}

const HEADER =
  /^(?:(?<scheme>[a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(?<domain>\S+) wants you to sign in with your Solana account:$/;
/** RFC 3339 date-time, as EIP-4361 requires (JavaScript's Date alone accepts far more). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const FIELDS = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At', 'Expiration Time', 'Not Before', 'Request ID'];
const REQUIRED = ['URI', 'Version', 'Nonce', 'Issued At'];

const date = (value: string | undefined) =>
  value === undefined ? undefined : DATE_TIME.test(value) ? new Date(value) : new Date(Number.NaN);

/** A 32-byte Ed25519 public key in base58. */
export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  try {
    return getBase58Encoder().encode(value).length === 32;
  } catch {
    return false;
  }
}

/** Every field of a SIWS message, or null when it is not one (fields in the standard order, each once). */
function parseSiwsFields(message: string): SiwsMessage | null {
  const lines = message.split('\n');
  const header = HEADER.exec(lines[0] ?? '');
  const address = lines[1] ?? '';
  if (!header?.groups?.domain || !isSolanaAddress(address)) return null;
  let i = 2;
  let statement: string | undefined;
  if (lines[i] === '' && lines[i + 1] !== undefined && !lines[i + 1]?.startsWith('URI: ') && lines[i + 2] === '') {
    statement = lines[i + 1];
    i += 2;
  }
  if (lines[i] !== '') return null;
  i += 1;
  const values = new Map<string, string>();
  let order = 0;
  for (; i < lines.length && lines[i] !== 'Resources:'; i += 1) {
    const line = lines[i] ?? '';
    const colon = line.indexOf(': ');
    const key = colon > 0 ? line.slice(0, colon) : '';
    const at = FIELDS.indexOf(key);
    // A known field, in the standard order, never twice.
    if (at < order || values.has(key)) return null;
    order = at + 1;
    values.set(key, line.slice(colon + 2));
  }
  const resources: string[] = [];
  if (lines[i] === 'Resources:') {
    for (i += 1; i < lines.length; i += 1) {
      const line = lines[i] ?? '';
      if (!line.startsWith('- ')) return null;
      resources.push(line.slice(2));
    }
  }
  if (REQUIRED.some((key) => !values.get(key))) return null;
  return {
    scheme: header.groups.scheme,
    domain: header.groups.domain,
    address,
    statement,
    uri: values.get('URI') ?? '',
    version: values.get('Version') ?? '',
    chainId: values.get('Chain ID') ?? '',
    nonce: values.get('Nonce') ?? '',
    issuedAt: date(values.get('Issued At')),
    expirationTime: date(values.get('Expiration Time')),
    notBefore: date(values.get('Not Before')),
    requestId: values.get('Request ID'),
    resources,
  };
}

function decodeSignature(signature: string): Uint8Array | null {
  const fromBase64 = Buffer.from(signature, 'base64');
  if (fromBase64.length === 64) return fromBase64;
  try {
    const fromBase58 = getBase58Encoder().encode(signature);
    return fromBase58.length === 64 ? Uint8Array.from(fromBase58) : null;
  } catch {
    return null;
  }
}

/** Verifies an Ed25519 signature of `message` by the Solana address (base58 public key). Never throws. */
function verifySiwsSignature(address: string, message: string, signature: string): boolean {
  try {
    const key = getBase58Encoder().encode(address);
    const sig = decodeSignature(signature);
    if (key.length !== 32 || !sig) return false;
    const publicKey = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(key)]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, Buffer.from(message, 'utf8'), publicKey, sig);
  } catch {
    return false;
  }
}

/**
 * A SIWS message and its signature, verified in the SIWE order: fields (page, chain, times), the Ed25519
 * signature (`verifySiwsSignature`), then the nonce through the store's atomic `consumeNonce`.
 */
export function verifySiws(
  input: { message: string; signature: string },
  request: SignInRequest & {
    consumeNonce: (nonce: string, address: string) => boolean;
  },
): Verdict<SiwsMessage> {
  const message = parseSiwsFields(input.message);
  if (!message) return { ok: false, status: 400, error: 'Invalid SIWS message' };
  const checked = checkSignInFields(
    message,
    request,
    (id) => typeof id === 'string' && SUPPORTED_SOLANA_CHAINS.includes(id),
  );
  if (!checked.ok) return checked;
  if (!verifySiwsSignature(message.address, input.message, input.signature)) {
    return { ok: false, status: 401, error: 'Invalid signature' };
  }
  if (!request.consumeNonce(message.nonce, message.address)) {
    return { ok: false, status: 401, error: 'Invalid or expired nonce' };
  }
  return { ok: true, value: message };
}
