import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { Context } from 'hono';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import { canonicalJson } from '../security/json';

/** The header the SDK sets to the request's expiry (ms since the epoch), part of what it signs. */
const EXPIRY_HEADER = 'privy-request-expiry';
const SIGNATURE_HEADER = 'privy-authorization-signature';
/** Signed with the request when it is sent (the provider's request signing: every `privy-` header but the signature). */
const IDEMPOTENCY_HEADER = 'privy-idempotency-key';

/**
 * The user's signer (the provider's "user signer", an authorization key the wallet frame holds for the user):
 * a P-256 key made on first use, kept sealed, public half as base64 SPKI DER.
 */
function userSigner(emulator: WalletEmulator, userId: string) {
  const { repo, vault } = emulator;
  let stored = repo.wallets.userSigner(userId);
  if (!stored) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    stored = repo.wallets.keepUserSigner(
      userId,
      publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
      vault.seal(der, `user-signer:${userId}`),
    );
  }
  return stored;
}

/**
 * The frame's `privy:user-signer:sign {message}`: the message is base64 of the bytes to sign (the SDK's canonical
 * request payload); the answer is an ECDSA P-256 / SHA-256 signature, base64 DER.
 */
export function signWithUserSigner(emulator: WalletEmulator, userId: string, message: string): string {
  const bytes = Buffer.from(message, 'base64');
  if (bytes.length === 0 || bytes.toString('base64').replace(/=+$/, '') !== message.replace(/=+$/, '')) {
    throw new ApiError(400, 'The message to sign must be non-empty base64', 'invalid_data');
  }
  const stored = userSigner(emulator, userId);
  const der = emulator.vault.open(stored.sealed_key, `user-signer:${userId}`);
  try {
    const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    return sign('sha256', bytes, { key, dsaEncoding: 'der' }).toString('base64');
  } finally {
    der.fill(0);
  }
}

/**
 * Verifies the `privy-authorization-signature` of a wallet request as the provider does: the user's signer must
 * have signed the canonical payload `{version: 1, url, method, headers: {privy-app-id, privy-request-expiry},
 * body}` of this very request (with `privy-idempotency-key` among the headers when it is sent, as the provider
 * documents request signing), and the expiry must not have passed. So a request reaches a wallet only after
 * the user's own frame approved exactly it (the seam where MFA will sit).
 *
 * `expiry: 'optional'` is for the one request the SDK signs without an expiry, the wallet update (`PATCH
 * /api/v1/wallets/:id`, js-sdk-core's `updateWallet`): without the header the signed headers are
 * `{privy-app-id}` only; with it, it is checked and signed as above. Every other check is the same.
 */
export function verifyAuthorization(
  emulator: WalletEmulator,
  c: Context,
  userId: string,
  rawBody: unknown,
  { expiry: expiryRule = 'required' }: { expiry?: 'required' | 'optional' } = {},
): void {
  const signature = c.req.header(SIGNATURE_HEADER) ?? '';
  const expiry = c.req.header(EXPIRY_HEADER);
  const withoutExpiry = expiryRule === 'optional' && expiry === undefined;
  if (!signature || (!withoutExpiry && !/^\d{1,16}$/.test(expiry ?? ''))) {
    throw new ApiError(401, 'Missing authorization signature or request expiry', 'invalid_authorization_signature');
  }
  if (expiry !== undefined && Number(expiry) < emulator.now()) {
    throw new ApiError(401, 'The wallet request has expired', 'embedded_wallet_request_expired');
  }
  const url = new URL(c.req.url);
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const payload = canonicalJson({
    version: 1,
    url: `${url.origin}${url.pathname}`,
    method: c.req.method,
    headers: {
      'privy-app-id': emulator.config.appId,
      ...(expiry === undefined ? {} : { [EXPIRY_HEADER]: expiry }),
      ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
    body: rawBody,
  });
  const stored = emulator.repo.wallets.userSigner(userId);
  let valid = false;
  try {
    valid =
      stored !== undefined &&
      verify(
        'sha256',
        Buffer.from(payload, 'utf8'),
        {
          key: createPublicKey({ key: Buffer.from(stored.public_key, 'base64'), format: 'der', type: 'spki' }),
          dsaEncoding: 'der',
        },
        Buffer.from(signature, 'base64'),
      );
  } catch {
    valid = false;
  }
  if (!valid) {
    throw new ApiError(401, 'Invalid authorization signature for this request', 'invalid_authorization_signature');
  }
}
