import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { WalletApiEthereumRpcInput, WalletApiSolanaRpcInput } from '@privy-io/public-api';
import { getAddress, isAddress } from 'viem';
import type { WalletEmulator } from '../context';
import { ApiError, validate } from '../http/request';
import { canonicalJson } from '../security/json';
import type { AppServerSignerRow } from '../store/delegation';
import type { WalletRow } from '../store/wallets';
import { type RpcInput, walletRpc } from '../wallets/rpc';

/** How long the app's server's signed request stays valid (the provider's server SDK uses a few minutes). */
const REQUEST_TTL_MS = 5 * 60_000;
/** The longest message the development page signs. */
export const MAX_MESSAGE_LENGTH = 1000;

/** The refusal the app's server gets for a wallet it has no offline access to. */
const notDelegated = () =>
  new ApiError(
    403,
    "The app's server has no offline access to this wallet: the user has not granted it, or has revoked it",
    'wallet_not_delegated',
  );

/**
 * The app's server signer's key (the key quorum `appServer.signerId`): a P-256 key made on first use and kept
 * sealed in the store like the users' signers, its public half as base64 SPKI DER.
 */
function appServerSigner(emulator: WalletEmulator): AppServerSignerRow {
  const { repo, vault, config, now } = emulator;
  const signerId = config.appServer.signerId;
  const stored = repo.delegation.signer(signerId);
  if (stored) return stored;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  try {
    return repo.delegation.keepSigner(
      {
        signer_id: signerId,
        public_key: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
        sealed_key: vault.seal(der, `app-server-signer:${signerId}`),
      },
      now(),
    );
  } finally {
    der.fill(0);
  }
}

/** A request of the app's server to the wallet API (`POST /v1/wallets/:id/rpc`) with its authorization. */
export interface ServerRequest {
  url: string;
  body: RpcInput;
  expiry: string;
  /** base64 DER ECDSA P-256 / SHA-256 over the canonical payload, by the app's server's key. */
  signature: string;
}

/** The canonical payload an authorization signature covers (the provider's format, as for the user's signer). */
const payloadOf = (emulator: WalletEmulator, { url, body, expiry }: Omit<ServerRequest, 'signature'>) =>
  Buffer.from(
    canonicalJson({
      version: 1,
      url,
      method: 'POST',
      headers: { 'privy-app-id': emulator.config.appId, 'privy-request-expiry': expiry },
      body,
    }),
    'utf8',
  );

/**
 * The app's server's side: a message-signing request for one wallet (Ethereum `personal_sign` of the UTF-8 text,
 * Solana `signMessage` of its bytes), in the provider's RPC shape, signed with the app's server's key.
 */
function appServerRequest(emulator: WalletEmulator, origin: string, row: WalletRow, message: string): ServerRequest {
  const body = (
    row.chain_type === 'ethereum'
      ? validate({ method: 'personal_sign', params: { message, encoding: 'utf-8' } }, WalletApiEthereumRpcInput)
      : validate(
          {
            method: 'signMessage',
            params: { message: Buffer.from(message, 'utf8').toString('base64'), encoding: 'base64' },
          },
          WalletApiSolanaRpcInput,
        )
  ) as RpcInput;
  const request = { url: `${origin}/v1/wallets/${row.id}/rpc`, body, expiry: String(emulator.now() + REQUEST_TTL_MS) };
  const stored = appServerSigner(emulator);
  const der = emulator.vault.open(stored.sealed_key, `app-server-signer:${stored.signer_id}`);
  try {
    const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    return {
      ...request,
      signature: sign('sha256', payloadOf(emulator, request), { key, dsaEncoding: 'der' }).toString('base64'),
    };
  } finally {
    der.fill(0);
  }
}

/** Whether one signer's key signed this payload. */
function signedBy(signer: AppServerSignerRow, payload: Buffer, signature: string): boolean {
  try {
    return verify(
      'sha256',
      payload,
      {
        key: createPublicKey({ key: Buffer.from(signer.public_key, 'base64'), format: 'der', type: 'spki' }),
        dsaEncoding: 'der',
      },
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/**
 * The wallet API's side: a request reaches the wallet only when its authorization signature is by the key of one
 * of the wallet's own signers (`additional_signers`, which consent adds and revoke clears), and has not expired;
 * otherwise the app's server is refused (403 `wallet_not_delegated`).
 */
async function walletRpcBySigner(emulator: WalletEmulator, row: WalletRow, request: ServerRequest) {
  if (!/^\d{1,16}$/.test(request.expiry) || Number(request.expiry) < emulator.now()) {
    throw new ApiError(401, 'The wallet request has expired', 'embedded_wallet_request_expired');
  }
  const payload = payloadOf(emulator, request);
  const signers = (JSON.parse(row.additional_signers) as { signer_id: string }[])
    .map((s) => emulator.repo.delegation.signer(s.signer_id))
    .filter((s) => s !== undefined);
  if (!signers.some((s) => signedBy(s, payload, request.signature))) throw notDelegated();
  return walletRpc(emulator, row, request.body);
}

/** An embedded wallet by its address (any user's: the app's server acts while they are away), or a 404. */
function walletByAddress(emulator: WalletEmulator, address: string): WalletRow {
  const exact = isAddress(address, { strict: false }) ? getAddress(address) : address;
  const row = emulator.repo.wallets.byAddressOfAnyone(exact);
  if (!row) throw new ApiError(404, 'No embedded wallet has this address', 'wallet_not_found');
  return row;
}

/**
 * "Sign as the app's server" (the development page): the app's server signs a request for the wallet with its key,
 * and the wallet API accepts it only while the wallet is delegated to that server. A real signature: Ethereum's
 * verifies with viem's `verifyMessage`, Solana's with Ed25519 over the message's UTF-8 bytes.
 */
export async function signAsAppServer(emulator: WalletEmulator, origin: string, address: string, message: string) {
  if (message.length === 0 || message.length > MAX_MESSAGE_LENGTH) {
    throw new ApiError(400, `The message must be 1 to ${MAX_MESSAGE_LENGTH} characters`, 'invalid_data');
  }
  const row = walletByAddress(emulator, address);
  const answer = await walletRpcBySigner(emulator, row, appServerRequest(emulator, origin, row, message));
  const data = answer.data as { signature: string; encoding: string };
  return {
    wallet_id: row.id,
    address: row.address,
    chain_type: row.chain_type,
    signer_id: emulator.config.appServer.signerId,
    message,
    signature: data.signature,
    encoding: data.encoding,
  };
}

/** The on-device revoke: every on-device wallet of the user loses its signers; the provider's answer. */
export function revokeOnDevice({ repo }: WalletEmulator, userId: string) {
  const revoked = repo.delegation.revokeOnDevice(userId);
  return {
    message: revoked === 0 ? 'No delegated wallets to revoke' : `Revoked offline access to ${revoked} wallet(s)`,
  };
}

/** The app's server as the development page shows it: its signer id, name and public key. */
export function appServerIdentity(emulator: WalletEmulator) {
  const { appServer } = emulator.config;
  return { id: appServer.signerId, name: appServer.name, publicKey: appServerSigner(emulator).public_key };
}

/** One embedded wallet as the page lists it. */
export interface ListedWallet {
  wallet_id: string;
  user_id: string;
  address: string;
  chain_type: string;
  /** Where the key lives: `server` (server-side) or `on-device`. */
  mode: string;
  /** Whether the app's server is one of the wallet's signers (it may sign while the user is away). */
  delegated: boolean;
}

/** The development page lists the newest wallets only: a long-running emulator may hold many. */
const LISTED_WALLETS = 200;

/** The wallets the development page lists, oldest first, each saying whether the app's server may sign with it. */
export function listedWallets({ config, repo }: WalletEmulator): ListedWallet[] {
  return repo.wallets
    .newest(LISTED_WALLETS)
    .reverse()
    .map((w) => ({
      wallet_id: w.id,
      user_id: w.user_id,
      address: w.address,
      chain_type: w.chain_type,
      mode: w.mode,
      delegated: (JSON.parse(w.additional_signers) as { signer_id: string }[]).some(
        (s) => s.signer_id === config.appServer.signerId,
      ),
    }));
}
