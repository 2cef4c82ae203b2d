import type { FarcasterSigner } from '../model';

/**
 * What the Farcaster signer journey needs from an auth backend, in the SDK's terms (`useFarcasterSigner()`:
 * `requestFarcasterSignerFromWarpcast`, `getFarcasterSignerPublicKey`, `signFarcasterMessage`; the user's
 * `farcaster.fid`, `.username`, `.signerPublicKey`). Keys and signing are headless. The request is one of two:
 * - `request`: headless, the journey shows the approval URL and polls (`privy:farcaster:init-signer`, then
 *   `POST /api/v1/farcaster/signer/status`): an in-memory fake, a future SDK;
 * - `providerModal`: the provider's own modal asks and polls (the React SDK today: its request always opens it);
 *   the journey waits for it to close, then reads `signerPublicKey`.
 */

/** Why the signer cannot be offered (the SDK's own preconditions, checked before it is called). */
export type FarcasterSignerBlocker =
  /** The user has no Farcaster account linked (`user.farcaster.fid`). */
  | 'no-farcaster'
  /** The user has no embedded wallet (the signer's key lives with it). */
  | 'no-embedded-wallet'
  /** The user's embedded wallet runs on the provider's servers: the SDK offers signers for on-device wallets only. */
  | 'server-wallet';

/** The user's Farcaster account. */
export interface FarcasterSignerAccount {
  fid: number;
  username: string | null;
}

/** The headless request: ask for a signer, then its status until approved or revoked. */
export interface FarcasterSignerRequestPort {
  /** A new key pending approval (with its `signer_approval_url`), or the user's current one. */
  init: () => Promise<FarcasterSigner>;
  /** The key's status now (`ed25519_public_key`: `0x` and 64 hex digits). */
  status: (publicKey: string) => Promise<FarcasterSigner>;
}

/** The request in the provider's modal. */
export interface FarcasterSignerModalPort {
  /** Opens the modal (`requestFarcasterSignerFromWarpcast`); resolves once it is open, rejects when it cannot be. */
  open: () => Promise<void>;
  /** Whether the provider's modal is open now (`useModalStatus().isOpen`). */
  isOpen: boolean;
}

interface FarcasterSignerPortBase {
  /** The user's Farcaster account; null when none is linked (or while the session is restored). */
  account: FarcasterSignerAccount | null;
  /** The approved signer's Ed25519 public key, `0x` and 64 hex digits; null when there is none. */
  signerPublicKey: string | null;
  /** Why a signer cannot be added or used; null when it can. */
  unavailable: FarcasterSignerBlocker | null;
  /** Signs a message hash (a cast's 20-byte BLAKE3 hash) with the signer: the 64-byte Ed25519 signature. */
  signFarcasterMessage: (hash: Uint8Array) => Promise<Uint8Array>;
}

export type FarcasterSignerPort = FarcasterSignerPortBase &
  ({ request: FarcasterSignerRequestPort } | { providerModal: FarcasterSignerModalPort });
