import { randomBytes } from 'node:crypto';
import { seconds, type WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import { requireVerified } from '../mfa/service';
import type { WalletChain, WalletMode, WalletRow } from '../store/wallets';
import { ethereumSigner } from './ethereum';
import { addressOf, newKey } from './keys';
import { solanaSigner } from './solana';

/** The CAIP-2 chain of a wallet account: Ethereum mainnet, Solana mainnet (the provider's defaults). */
const ACCOUNT_CHAIN_ID: Record<WalletChain, string> = {
  ethereum: 'eip155:1',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};

/**
 * A wallet id in the provider's shape (cuid2: lowercase letters and digits, starting with a letter), 25
 * characters.
 */
function newWalletId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  return `w${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * A wallet as a linked account of its user (the provider's embedded-wallet account): server-side wallets carry
 * their id and recover with `privy-v2` (what the SDK reads to sign through `/rpc`); on-device ones have no id and
 * recover with `privy` (the SDK signs through the frame). `delegated` when signers were added.
 */
export function walletAccountJson(row: WalletRow) {
  const at = seconds(row.created_at);
  const server = row.mode === 'server';
  return {
    id: server ? row.id : null,
    type: 'wallet' as const,
    address: row.address,
    ...(row.chain_type === 'solana' ? { public_key: row.address } : {}),
    chain_id: ACCOUNT_CHAIN_ID[row.chain_type],
    chain_type: row.chain_type,
    wallet_client: 'privy' as const,
    wallet_client_type: 'privy' as const,
    connector_type: 'embedded' as const,
    imported: Boolean(row.imported),
    delegated: (JSON.parse(row.additional_signers) as unknown[]).length > 0,
    wallet_index: row.wallet_index,
    recovery_method: server ? ('privy-v2' as const) : ('privy' as const),
    verified_at: at,
    first_verified_at: at,
    latest_verified_at: at,
  };
}

/** A wallet in the provider's WalletResponse shape (`POST /api/v1/wallets`). */
export function walletResponse(row: WalletRow) {
  return {
    id: row.id,
    address: row.address,
    ...(row.chain_type === 'solana' ? { public_key: row.address } : {}),
    created_at: row.created_at,
    exported_at: null,
    imported_at: row.imported ? row.created_at : null,
    chain_type: row.chain_type,
    policy_ids: [],
    additional_signers: JSON.parse(row.additional_signers) as { signer_id: string; override_policy_ids?: string[] }[],
    owner_id: null,
  };
}

/**
 * Creates a wallet for a user: a new key (or the imported one), sealed under the wallet key before it is stored.
 * A repeated idempotency key answers the wallet it created first; an address another wallet holds is refused.
 */
export function createWallet(
  { repo, vault, now }: WalletEmulator,
  userId: string,
  options: {
    chainType: WalletChain;
    mode: WalletMode;
    secret?: Uint8Array;
    additionalSigners?: unknown[];
    idempotencyKey?: string | null;
  },
): WalletRow {
  const id = newWalletId();
  const { secret, address } = options.secret
    ? { secret: options.secret, address: addressOf(options.chainType, options.secret) }
    : newKey(options.chainType);
  const result = repo.wallets.create({
    id,
    userId,
    chainType: options.chainType,
    address,
    imported: Boolean(options.secret),
    mode: options.mode,
    additionalSigners: options.additionalSigners ?? [],
    sealedKey: vault.seal(secret, `wallet:${id}`),
    idempotencyKey: options.idempotencyKey ?? null,
    createdAt: now(),
  });
  secret.fill(0);
  if (!result) throw new ApiError(400, 'This wallet already exists', 'invalid_data');
  return result.row;
}

/** The private key of a wallet, opened for one operation (callers zero it when done). */
export function secretOf({ vault }: WalletEmulator, row: WalletRow): Uint8Array {
  return new Uint8Array(vault.open(row.sealed_key, `wallet:${row.id}`));
}

/** Runs work with the wallet's Ethereum signer; the opened key is zeroed afterwards. */
export async function withEthereum<T>(
  emulator: WalletEmulator,
  row: WalletRow,
  work: (signer: ReturnType<typeof ethereumSigner>, secret: Uint8Array) => Promise<T>,
): Promise<T> {
  if (row.chain_type !== 'ethereum') throw new ApiError(400, 'This is not an Ethereum wallet', 'invalid_data');
  const secret = secretOf(emulator, row);
  try {
    return await work(ethereumSigner(secret), secret);
  } finally {
    secret.fill(0);
  }
}

/** Runs work with the wallet's Solana signer; the opened key is zeroed afterwards. */
export function withSolana<T>(
  emulator: WalletEmulator,
  row: WalletRow,
  work: (signer: ReturnType<typeof solanaSigner>) => T,
) {
  if (row.chain_type !== 'solana') throw new ApiError(400, 'This is not a Solana wallet', 'invalid_data');
  const secret = secretOf(emulator, row);
  try {
    return work(solanaSigner(secret));
  } finally {
    secret.fill(0);
  }
}

/**
 * MFA on wallet actions: a user enrolled in a multi-factor method must have verified a code (within the last 15
 * minutes) before signing, importing or exporting; until then the action answers `missing_or_invalid_mfa`, which
 * makes the SDK prompt for a code and resend (mfa/service.ts). Users with no method pass.
 */
export function requireMfa(emulator: WalletEmulator, userId: string, _action: string): void {
  requireVerified(emulator, userId);
}

/** Wallet ids as the emulator makes them (newWalletId); anything else is not one. */
const WALLET_ID = /^[a-z0-9]{1,64}$/;

/** The caller's own wallet by id: another user's wallet (or none) is a 404 alike. */
export function ownWallet({ repo }: WalletEmulator, userId: string, id: string): WalletRow {
  const row = WALLET_ID.test(id) ? repo.wallets.byId(userId, id) : undefined;
  if (!row) throw new ApiError(404, 'Wallet not found', 'wallet_not_found');
  return row;
}

/** The caller's own server-side wallet by id; an on-device one is a 400 saying `why`. */
export function ownServerWallet(emulator: WalletEmulator, userId: string, id: string, why: string): WalletRow {
  const row = ownWallet(emulator, userId, id);
  if (row.mode !== 'server') throw new ApiError(400, why, 'invalid_data');
  return row;
}

/** Server-side wallets are made through the wallet API only while the app keeps wallets on the server. */
export function requireServerWallets({ config }: Pick<WalletEmulator, 'config'>): void {
  if (config.embeddedWallets.mode !== 'user-controlled-server-wallets-only') {
    throw new ApiError(
      400,
      'This app keeps embedded wallets on device: create them through the wallet frame',
      'invalid_data',
    );
  }
}

/**
 * The chain of a wallet the wallet API is asked to make: Ethereum or Solana, owned by the signed-in user alone
 * (no owner, policies or authorization keys).
 */
export function serverWalletChain(input: {
  chain_type: string;
  owner?: unknown;
  owner_id?: unknown;
  policy_ids?: unknown[] | null | undefined;
  authorization_key_ids?: unknown;
}): WalletChain {
  if (input.chain_type !== 'ethereum' && input.chain_type !== 'solana') {
    throw new ApiError(400, `The emulator makes Ethereum and Solana wallets, not ${input.chain_type}`, 'invalid_data');
  }
  if (input.owner || input.owner_id || input.policy_ids?.length || input.authorization_key_ids) {
    throw new ApiError(
      400,
      'The emulator makes wallets owned by the signed-in user only (no owner, policies or authorization keys)',
      'invalid_data',
    );
  }
  return input.chain_type;
}
