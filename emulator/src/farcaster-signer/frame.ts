import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError, validate } from '../http/request';
import type { FrameHandler } from '../wallets/frame-handler';
import { signWithSigner } from './keys';
import { initResponse, openSigner, requireFarcasterAccount } from './service';

/**
 * What the SDK sends with both events (js-sdk-core's proxy): the address of the user's first embedded wallet (it may
 * be a Solana one), `hdWalletIndex: null`, and `mfaCode: null` (the two events are outside the SDK's MFA loop: the
 * emulator asks for no MFA here).
 */
const WalletInput = z.object({
  address: z.string().min(1).max(128),
  hdWalletIndex: z.number().int().min(0).max(1000).nullable().optional(),
});

/** base64url without padding, as the SDK encodes the hash (`bufferToBase64URLString`). */
const Base64Url = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/**
 * The fid: a BigInt in the SDK, which the wallet frame sends as a decimal string (JSON has no BigInt); a number is
 * accepted too.
 */
const Fid = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'must be a decimal fid')
    .transform(Number),
]);

const SignInput = WalletInput.extend({ payload: z.object({ hash: Base64Url }), fid: Fid });

/**
 * The embedded wallet the SDK names, which must be one of the user's on-device wallets: the provider's Farcaster
 * signers are for on-device wallets only (the SDK itself refuses server-side ones).
 */
function requireOnDeviceWallet({ repo }: WalletEmulator, userId: string, address: string) {
  const row = repo.wallets.byAddress(userId, isAddress(address) ? getAddress(address) : address);
  if (!row) throw new ApiError(400, 'Must have an embedded wallet to use Farcaster signers', 'invalid_data');
  if (row.mode !== 'on-device') {
    throw new ApiError(400, 'Farcaster signers are only supported for on-device embedded wallets', 'invalid_data');
  }
  return row;
}

/**
 * `privy:farcaster:init-signer`: the user's signer for their Farcaster account (`PrivyFarcasterSignerInitResponse`):
 * approved (with the fid), or pending with the approval page's URL (a new key when there was none or the last one
 * was rejected). `request.origin` (the emulator's, when the relay passes it) makes that URL absolute.
 */
function initSigner(
  emulator: WalletEmulator,
  userId: string,
  data: unknown,
  request?: { origin?: string | undefined },
) {
  const input = validate(data, WalletInput);
  const account = requireFarcasterAccount(emulator, userId);
  requireOnDeviceWallet(emulator, userId, input.address);
  return initResponse(openSigner(emulator, userId, account.fid).row, request?.origin);
}

/**
 * `privy:farcaster:sign`: the Ed25519 signature of the message hash with the user's approved signer for their own
 * fid, both base64url (`{hash, signature}`, as the SDK decodes it).
 */
function signWithFarcasterSigner(emulator: WalletEmulator, userId: string, data: unknown) {
  const input = validate(data, SignInput);
  const account = requireFarcasterAccount(emulator, userId);
  if (input.fid !== account.fid)
    throw new ApiError(400, 'This fid is not the user’s Farcaster account', 'invalid_data');
  requireOnDeviceWallet(emulator, userId, input.address);
  const signer = emulator.repo.farcasterSigners.approved(userId, account.fid);
  if (!signer) throw new ApiError(400, 'Must have a Farcaster signer public key to sign', 'invalid_data');
  const hash = Buffer.from(input.payload.hash, 'base64url');
  if (hash.length === 0 || hash.length > 64) {
    throw new ApiError(400, 'The hash to sign must be 1 to 64 bytes', 'invalid_data');
  }
  const signature = signWithSigner(emulator.vault, signer, hash);
  return { hash: input.payload.hash, signature: Buffer.from(signature).toString('base64url') };
}

/** The wallet frame's events of the farcaster-signer feature, answered server-side like the wallet ones. */
export const farcasterSignerFrameHandlers: Record<string, FrameHandler> = {
  'privy:farcaster:init-signer': initSigner,
  'privy:farcaster:sign': signWithFarcasterSigner,
};
