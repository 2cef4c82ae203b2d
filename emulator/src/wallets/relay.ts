import { WalletApiEthereumRpcInput, WalletApiSolanaRpcInput } from '@privy-io/public-api';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { delegationFrameHandlers } from '../delegation/frame';
import { farcasterSignerFrameHandlers } from '../farcaster-signer/frame';
import { ApiError, validate } from '../http/request';
import { parseJson } from '../security/json';
import type { WalletChain, WalletRow } from '../store/wallets';
import { signWithUserSigner } from './authorization';
import type { FrameHandler, FrameRequest } from './frame-handler';
import { importedSecret } from './keys';
import { type RpcInput, walletRpc } from './rpc';
import { createWallet, requireMfa } from './service';

/**
 * The wallet frame's events, answered server-side: the frame (pages.ts) posts each event the SDK sends it to
 * `/apps/:appId/embedded-wallets/relay` and posts the answer back, so the frame holds no key and no logic.
 * Data shapes are the SDK's (js-sdk-core's embedded-wallet proxy); unknown fields (the MFA ones) pass.
 */
const Chain = z.enum(['ethereum', 'solana']);
const Bounded = z.string().max(512);
const Rpc = z.object({ method: z.string().max(64), params: z.unknown() });

const notOnDevice = (message: string) => new ApiError(404, message, 'wallet_not_on_device');

/** The app's wallets must live on device for the frame to make them (server-side ones come from the API). */
function requireOnDevice({ config }: WalletEmulator) {
  if (config.embeddedWallets.mode !== 'legacy-embedded-wallets-only') {
    throw new ApiError(
      400,
      'This app keeps embedded wallets server-side: create them with POST /api/v1/wallets',
      'invalid_data',
    );
  }
}

/** The user's root (index 0, not imported) wallet of a chain, made when missing (the frame's create events). */
function createRoot(emulator: WalletEmulator, userId: string, chainType: WalletChain): WalletRow {
  requireOnDevice(emulator);
  const existing = emulator.repo.wallets.byIndex(userId, chainType, 0);
  if (existing) throw new ApiError(400, `The user already has an embedded ${chainType} wallet`, 'invalid_data');
  return createWallet(emulator, userId, { chainType, mode: 'on-device' });
}

/** The wallet an entropy id names: the address of the user's root wallet or of an imported one. */
function byEntropy({ repo }: WalletEmulator, userId: string, entropyId: string): WalletRow {
  const row = repo.wallets.byAddress(userId, normalise(entropyId));
  if (!row || (row.wallet_index !== 0 && !row.imported))
    throw notOnDevice('No wallet of this user has this entropy id');
  return row;
}

const normalise = (address: string) => (isAddress(address) ? getAddress(address) : address);

/** An EIP-1193 request of the SDK (on-device Ethereum) in the provider's API shape. */
function ethereumRequest(request: z.output<typeof Rpc>): RpcInput {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : [];
  const api = (() => {
    switch (request.method) {
      case 'personal_sign': {
        // The provider signs a string (hex with 0x, or text), as the SDK sends it: anything else is refused, never
        // turned into text (an array would be signed as its items joined by commas).
        const message = params[0];
        if (typeof message !== 'string') {
          throw new ApiError(400, 'personal_sign takes the message to sign as a string', 'invalid_data');
        }
        return {
          method: 'personal_sign',
          params: /^0x[0-9a-fA-F]*$/.test(message)
            ? { message: message.slice(2), encoding: 'hex' }
            : { message, encoding: 'utf-8' },
        };
      }
      case 'eth_sign':
        return { method: 'secp256k1_sign', params: { hash: params[1] } };
      case 'secp256k1_sign':
        return { method: 'secp256k1_sign', params: { hash: params[0] } };
      case 'eth_signTypedData_v4': {
        let typed = params[1];
        if (typeof typed === 'string') {
          try {
            typed = parseJson(typed);
          } catch (error) {
            if (error instanceof SyntaxError) throw new ApiError(400, 'The typed data is not JSON', 'invalid_data');
            throw error;
          }
        }
        const { domain, types, message, primaryType } = (typed ?? {}) as Record<string, unknown>;
        return {
          method: 'eth_signTypedData_v4',
          params: { typed_data: { domain, types, message, primary_type: primaryType } },
        };
      }
      case 'eth_signTransaction': {
        const tx = (params[0] ?? {}) as Record<string, unknown>;
        const transaction = {
          from: tx.from,
          to: tx.to,
          chain_id: tx.chainId,
          nonce: tx.nonce,
          data: tx.data,
          value: tx.value,
          type: tx.type,
          gas_limit: tx.gasLimit ?? tx.gas,
          gas_price: tx.gasPrice,
          max_fee_per_gas: tx.maxFeePerGas,
          max_priority_fee_per_gas: tx.maxPriorityFeePerGas,
        };
        return {
          method: 'eth_signTransaction',
          params: { transaction: Object.fromEntries(Object.entries(transaction).filter(([, v]) => v !== undefined)) },
        };
      }
      default:
        throw new ApiError(400, `The embedded wallet does not support ${request.method.slice(0, 64)}`, 'invalid_data');
    }
  })();
  return validate(api, WalletApiEthereumRpcInput) as RpcInput;
}

/** A Solana request of the SDK (`{method: 'signMessage', params: {message}}`, base64) in the API's shape. */
function solanaRequest(request: z.output<typeof Rpc>): RpcInput {
  if (request.method !== 'signMessage') {
    throw new ApiError(
      400,
      `The on-device Solana wallet of the emulator signs messages only, not ${request.method.slice(0, 64)}`,
      'invalid_data',
    );
  }
  const { message } = (request.params ?? {}) as { message?: unknown };
  return validate(
    { method: 'signMessage', params: { message, encoding: 'base64' } },
    WalletApiSolanaRpcInput,
  ) as RpcInput;
}

/** Signs for an on-device wallet and answers in the frame's shape (`{method, data}` for Ethereum, `{data: {signature}}` for Solana). */
async function frameRpc(emulator: WalletEmulator, userId: string, row: WalletRow, request: z.output<typeof Rpc>) {
  requireMfa(emulator, userId, `rpc:${request.method}`);
  if (row.chain_type === 'ethereum') {
    const answer = await walletRpc(emulator, row, ethereumRequest(request));
    const data = answer.data as { signature?: string; signed_transaction?: string };
    return { method: request.method, data: data.signature ?? data.signed_transaction };
  }
  const answer = await walletRpc(emulator, row, solanaRequest(request));
  return { method: request.method, data: { signature: (answer.data as { signature: string }).signature } };
}

type Handler = FrameHandler;

const handlers: Record<string, Handler> = {
  'privy:user-signer:sign': (emulator, userId, data) => {
    const { message } = validate(data, z.object({ message: z.string().max(60_000) }));
    requireMfa(emulator, userId, 'user-signer:sign');
    return { signature: signWithUserSigner(emulator, userId, message) };
  },
  'privy:wallet:create': (emulator, userId) => ({ address: createRoot(emulator, userId, 'ethereum').address }),
  'privy:solana-wallet:create': (emulator, userId) => ({ publicKey: createRoot(emulator, userId, 'solana').address }),
  'privy:solana-wallet:create-additional': (emulator, userId) => {
    requireOnDevice(emulator);
    if (!emulator.repo.wallets.byIndex(userId, 'solana', 0)) throw notOnDevice('The user has no Solana wallet yet');
    return { publicKey: createWallet(emulator, userId, { chainType: 'solana', mode: 'on-device' }).address };
  },
  'privy:wallets:add': (emulator, userId, data) => {
    requireOnDevice(emulator);
    const input = validate(
      data,
      z.object({ entropyId: Bounded, chainType: Chain, hdWalletIndex: z.number().int().min(1).max(1000) }),
    );
    byEntropy(emulator, userId, input.entropyId);
    const existing = emulator.repo.wallets.byIndex(userId, input.chainType, input.hdWalletIndex);
    if (existing) return { address: existing.address };
    const next = emulator.repo.wallets
      .ofUser(userId)
      .filter((w) => w.chain_type === input.chainType && !w.imported).length;
    if (input.hdWalletIndex !== next) {
      throw new ApiError(
        400,
        `The next ${input.chainType} wallet index is ${next}, not ${input.hdWalletIndex}`,
        'invalid_data',
      );
    }
    return { address: createWallet(emulator, userId, { chainType: input.chainType, mode: 'on-device' }).address };
  },
  'privy:wallets:import': (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({ privateKey: Bounded, chainType: Chain, mode: z.enum(['tee', 'on-device']).optional() }),
    );
    const server = emulator.config.embeddedWallets.mode === 'user-controlled-server-wallets-only';
    const secret = importedSecret(input.chainType, input.privateKey.trim());
    if (!secret) throw new ApiError(400, `Not a ${input.chainType} private key`, 'invalid_data');
    requireMfa(emulator, userId, 'wallets:import');
    const row = createWallet(emulator, userId, {
      chainType: input.chainType,
      mode: server ? 'server' : 'on-device',
      secret,
    });
    return { address: row.address };
  },
  'privy:wallets:connect': (emulator, userId, data) => {
    const { entropyId } = validate(data, z.object({ entropyId: Bounded }));
    return { entropyId: byEntropy(emulator, userId, entropyId).address };
  },
  'privy:wallets:recover': (emulator, userId, data) => {
    const { entropyId } = validate(data, z.object({ entropyId: Bounded }));
    return { entropyId: byEntropy(emulator, userId, entropyId).address };
  },
  'privy:wallet:connect': (emulator, userId) => {
    const row = emulator.repo.wallets.byIndex(userId, 'ethereum', 0);
    if (!row) throw notOnDevice('The user has no Ethereum wallet');
    return { address: row.address };
  },
  'privy:solana-wallet:connect': (emulator, userId) => {
    const row = emulator.repo.wallets.byIndex(userId, 'solana', 0);
    if (!row) throw notOnDevice('The user has no Solana wallet');
    return { publicKey: row.address };
  },
  'privy:wallets:rpc': async (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({
        request: Rpc,
        chainType: Chain,
        hdWalletIndex: z.number().int().min(0).max(1000).optional(),
        entropyId: Bounded.optional(),
      }),
    );
    const imported = input.entropyId ? emulator.repo.wallets.byAddress(userId, normalise(input.entropyId)) : undefined;
    const row =
      imported?.imported && imported.chain_type === input.chainType
        ? imported
        : emulator.repo.wallets.byIndex(userId, input.chainType, input.hdWalletIndex ?? 0);
    if (!row) throw notOnDevice('No such wallet for this user');
    return {
      address: row.address,
      chainType: row.chain_type,
      response: await frameRpc(emulator, userId, row, input.request),
    };
  },
  'privy:wallet:rpc': async (emulator, userId, data) => {
    const input = validate(data, z.object({ request: Rpc }));
    const row = emulator.repo.wallets.byIndex(userId, 'ethereum', 0);
    if (!row) throw notOnDevice('The user has no Ethereum wallet');
    return { address: row.address, response: await frameRpc(emulator, userId, row, input.request) };
  },
  'privy:solana-wallet:rpc': async (emulator, userId, data) => {
    const input = validate(data, z.object({ request: Rpc }));
    const row = emulator.repo.wallets.byIndex(userId, 'solana', 0);
    if (!row) throw notOnDevice('The user has no Solana wallet');
    return { publicKey: row.address, response: await frameRpc(emulator, userId, row, input.request) };
  },
};

/** Every frame event the emulator answers: the wallet ones above, and the features that connect other accounts' (Farcaster signer, cross-app, delegation, funding). */
const allHandlers: Record<string, Handler> = {
  ...handlers,
  ...delegationFrameHandlers,
  ...farcasterSignerFrameHandlers,
};

/** Answers one frame event for a signed-in user; events the emulator does not implement are refused by name. */
export async function relay(
  emulator: WalletEmulator,
  userId: string,
  event: string,
  data: unknown,
  request?: FrameRequest,
): Promise<unknown> {
  const handler = Object.hasOwn(allHandlers, event) ? allHandlers[event] : undefined;
  if (!handler) throw new ApiError(400, `The emulator's wallet frame does not implement ${event}`, 'invalid_data');
  return handler(emulator, userId, data, request);
}
