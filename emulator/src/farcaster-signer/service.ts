import { randomBytes } from 'node:crypto';
import { FarcasterSignerInitResponse, FarcasterSignerStatusResponse } from '@privy-io/public-api';
import type { ZodType } from 'zod';
import type { Emulator, WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import type { FarcasterSignerRow, PendingFarcasterSigner } from '../store/farcaster-signers';
import { newSignerKey } from './keys';

/**
 * The Farcaster signer: the app asks the wallet frame for a signer (`privy:farcaster:init-signer`), the
 * emulator makes a real Ed25519 key for the user's Farcaster account and waits for the Farcaster app's approval
 * (the emulator stands in for it: its approval page, listed in the inbox); the provider's modal polls
 * `POST /api/v1/farcaster/signer/status`; once approved, the user's Farcaster account carries `signer_public_key` and
 * `privy:farcaster:sign` signs message hashes with the key. Neither frame event asks for MFA (the SDK sends both
 * outside its MFA loop).
 */

/** How long a request can be approved: the provider's default deadline (`FarcasterSignerInitInput.deadline`). */
const SIGNER_REQUEST_MS = 60 * 60_000;

/** The approval page of a request (the emulated Farcaster app), a development page. */
export const APPROVAL_PATH = '/_emulator/farcaster/signer';

const approvalPath = (token: string) => `${APPROVAL_PATH}?token=${encodeURIComponent(token)}`;

/** The approval page's URL: absolute on the emulator's origin when the caller knows it, else from the root. */
const approvalUrl = (token: string, origin?: string) =>
  origin ? new URL(approvalPath(token), origin).toString() : approvalPath(token);

/** The user's Farcaster account (fid and username), or null. */
export function farcasterAccount({ repo }: Emulator, userId: string): { fid: number; username: string | null } | null {
  const row = repo.accounts.linkedTo(userId).find((a) => a.type === 'farcaster');
  if (!row) return null;
  const data = JSON.parse(row.data) as { fid?: unknown; username?: unknown };
  const fid = typeof data.fid === 'number' ? data.fid : Number(row.subject);
  return { fid, username: typeof data.username === 'string' ? data.username : null };
}

/** The caller's Farcaster account, or the SDK's own words for its absence (400). */
export function requireFarcasterAccount(emulator: Emulator, userId: string) {
  const account = farcasterAccount(emulator, userId);
  if (!account) throw new ApiError(400, 'Must have Farcaster account to use Farcaster signers', 'invalid_data');
  return account;
}

/**
 * The user's signer for their Farcaster account: the approved one, the pending one, or a new pending request with
 * a new key (none yet, or the last one was rejected or expired).
 */
export function openSigner(emulator: WalletEmulator, userId: string, fid: number) {
  const { repo, vault, now } = emulator;
  return repo.farcasterSigners.open(
    userId,
    fid,
    () => ({ ...newSignerKey(vault), token: randomBytes(24).toString('base64url') }),
    { now: now(), expiresAt: now() + SIGNER_REQUEST_MS },
  );
}

/** Checks an answer against the provider's schema, whose `fid` is a BigInt (JSON carries a number). */
function conform<T extends { fid?: number }>(schema: ZodType<unknown>, value: T): T {
  const checked = schema.safeParse(value.fid === undefined ? value : { ...value, fid: BigInt(value.fid) });
  if (!checked.success) {
    throw new Error(`The emulator's answer does not match the provider's schema: ${checked.error.message}`);
  }
  return value;
}

/** A signer as the frame's init answers it (`PrivyFarcasterSignerInitResponse`): pending ones carry the approval URL. */
export function initResponse(row: FarcasterSignerRow, origin?: string) {
  const answer =
    row.status === 'pending_approval'
      ? { public_key: row.public_key, status: row.status, signer_approval_url: approvalUrl(row.token, origin) }
      : { public_key: row.public_key, status: row.status, fid: row.fid };
  return conform(FarcasterSignerInitResponse, answer);
}

/** A signer as `POST /api/v1/farcaster/signer/status` answers it (`FarcasterSignerStatusResponse`). */
export function statusResponse(row: FarcasterSignerRow) {
  const answer =
    row.status === 'pending_approval'
      ? { public_key: row.public_key, status: row.status }
      : { public_key: row.public_key, status: row.status, fid: row.fid };
  return conform(FarcasterSignerStatusResponse, answer);
}

/** A pending request as the inbox lists it (and `/_emulator/farcaster/signers.json`). */
function pendingRequestJson(request: PendingFarcasterSigner) {
  return {
    token: request.token,
    approvalUrl: approvalPath(request.token),
    fid: request.fid,
    username: request.username,
    publicKey: request.public_key,
    userId: request.user_id,
  };
}

export type PendingSignerRequest = ReturnType<typeof pendingRequestJson>;

/** The requests waiting for the Farcaster app, oldest first (the inbox's list). */
export const pendingSignerRequests = ({ repo, now }: Emulator) =>
  repo.farcasterSigners.pending(now()).map(pendingRequestJson);

/** The status of the user's own signer with this public key (another user's, or none, is a 404 alike). */
export function ownSignerStatus({ repo }: WalletEmulator, userId: string, publicKey: string) {
  const signer = repo.farcasterSigners.byPublicKey(publicKey.toLowerCase());
  if (!signer || signer.user_id !== userId) {
    throw new ApiError(404, 'No Farcaster signer of this user has this public key', 'not_found');
  }
  return statusResponse(signer);
}

/**
 * Approve or Reject a signer request, once: a request already answered is a 409, an expired one a 410, one whose
 * Farcaster account was unlinked meanwhile a 409. Answers the decided request.
 */
export function decideSignerRequest(
  { repo, now }: WalletEmulator,
  token: string,
  decision: 'approve' | 'reject',
): FarcasterSignerRow {
  const decided = repo.farcasterSigners.decide(token, decision, now());
  switch (decided.outcome) {
    case 'unknown':
      throw new ApiError(404, 'Unknown Farcaster signer request', 'not_found');
    case 'answered':
      throw new ApiError(409, 'This signer request has already been answered', 'invalid_data');
    case 'expired':
      throw new ApiError(410, 'This signer request has expired', 'invalid_data');
    case 'unlinked':
      throw new ApiError(409, 'The Farcaster account is no longer linked to this user', 'invalid_data');
  }
  return decided.row;
}
