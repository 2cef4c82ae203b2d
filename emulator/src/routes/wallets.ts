import {
  BaseWalletApiCreateInput,
  PrivateKeyExportInput,
  WalletApiEthereumRpcInput,
  WalletApiSolanaRpcInput,
  WalletResponse,
  WalletUpdateInput,
} from '@privy-io/public-api';
import { Hono } from 'hono';
import { type ZodType, z } from 'zod';
import type { WalletEmulator } from '../context';
import { appSigners } from '../delegation/signers';
import { ApiError, body, jsonBody, requireApp, validate } from '../http';
import { requireUser } from '../sessions';
import type { WalletRow } from '../store/wallets';
import { verifyAuthorization } from '../wallets/authorization';
import { exportPrivateKey } from '../wallets/export';
import { idempotencyKeyOf, runOnce } from '../wallets/idempotency';
import { type RpcInput, walletRpc } from '../wallets/rpc';
import { createWallet, requireMfa, walletResponse } from '../wallets/service';

/** Wallet ids as the emulator makes them (wallets/service.ts newWalletId); anything else is not one. */
const WALLET_ID = /^[a-z0-9]{1,64}$/;
const RpcInputSchema = z.union([WalletApiEthereumRpcInput, WalletApiSolanaRpcInput]);

/** The caller's own wallet by the id in the path: another user's wallet (or none) is a 404 alike. */
function ownWallet({ repo }: WalletEmulator, userId: string, id: string): WalletRow {
  const row = WALLET_ID.test(id) ? repo.wallets.byId(userId, id) : undefined;
  if (!row) throw new ApiError(404, 'Wallet not found', 'wallet_not_found');
  return row;
}

/**
 * Server-side embedded wallets (the provider's wallet API, `embedded_wallet_config.mode`
 * `user-controlled-server-wallets-only`): create, read and the signing RPC. Every route acts for the signed-in
 * user only, on their own wallets; `/rpc` and `/export` also need the request signed by the user's signer (the
 * wallet frame's `privy:user-signer:sign`), as the provider requires.
 */
export function walletRoutes(emulator: WalletEmulator) {
  const { config } = emulator;
  const routes = new Hono();

  routes.post('/api/v1/wallets', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    if (config.embeddedWallets.mode !== 'user-controlled-server-wallets-only') {
      throw new ApiError(
        400,
        'This app keeps embedded wallets on device: create them through the wallet frame',
        'invalid_data',
      );
    }
    const input = await body(c, BaseWalletApiCreateInput);
    if (input.chain_type !== 'ethereum' && input.chain_type !== 'solana') {
      throw new ApiError(
        400,
        `The emulator makes Ethereum and Solana wallets, not ${input.chain_type}`,
        'invalid_data',
      );
    }
    if (input.owner || input.owner_id || input.policy_ids?.length || input.authorization_key_ids) {
      throw new ApiError(
        400,
        'The emulator makes wallets owned by the signed-in user only (no owner, policies or authorization keys)',
        'invalid_data',
      );
    }
    const idempotencyKey = idempotencyKeyOf(c);
    const row = createWallet(emulator, userId, {
      chainType: input.chain_type,
      mode: 'server',
      additionalSigners: appSigners(emulator, input.additional_signers ?? []),
      idempotencyKey,
    });
    return c.json(walletResponse(row));
  });

  routes.get('/api/v1/wallets/:wallet_id', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    return c.json(walletResponse(ownWallet(emulator, userId, c.req.param('wallet_id'))));
  });

  // The signers of a server-side wallet (session signers: `useSigners().addSigners` / `removeSigners`). The SDK
  // reads the wallet, then sends the whole new list signed by the user's signer WITHOUT an expiry header
  // (js-sdk-core's updateWallet): the one request verified with the expiry optional. Only the app's server may be
  // a signer; `[]` removes them all (the app's server is refused from then on).
  routes.patch('/api/v1/wallets/:wallet_id', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    const row = ownWallet(emulator, userId, c.req.param('wallet_id'));
    if (row.mode !== 'server') {
      throw new ApiError(
        400,
        'This wallet is on device: its offline access is granted through the wallet frame and revoked with POST /api/v1/wallets/revoke',
        'invalid_data',
      );
    }
    const raw = await jsonBody(c);
    const input = validate(raw, WalletUpdateInput);
    const { additional_signers: signers, ...others } = input;
    if (Object.values(others).some((v) => v !== undefined) || signers === undefined) {
      throw new ApiError(
        400,
        'The emulator updates a wallet’s additional_signers only (no owner, policies or authorization keys)',
        'invalid_data',
      );
    }
    verifyAuthorization(emulator, c, userId, raw, { expiry: 'optional' });
    requireMfa(emulator, userId, 'wallet:update');
    emulator.repo.wallets.setAdditionalSigners(row.id, appSigners(emulator, signers));
    return c.json(conform(WalletResponse, walletResponse(ownWallet(emulator, userId, row.id))));
  });

  routes.post('/api/v1/wallets/:wallet_id/rpc', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    const row = ownWallet(emulator, userId, c.req.param('wallet_id'));
    if (row.mode !== 'server')
      throw new ApiError(400, 'This wallet is on device: it signs through the wallet frame', 'invalid_data');
    const raw = await jsonBody(c);
    const input = validate(raw, RpcInputSchema) as RpcInput;
    if ('chain_type' in input && input.chain_type !== undefined && input.chain_type !== row.chain_type) {
      throw new ApiError(400, `This is a ${row.chain_type} wallet`, 'invalid_data');
    }
    const key = idempotencyKeyOf(c);
    verifyAuthorization(emulator, c, userId, raw);
    requireMfa(emulator, userId, `rpc:${input.method}`);
    // With privy-idempotency-key, a request runs once in 24 hours (wallets/idempotency.ts).
    return runOnce(emulator, c, userId, { key, body: raw }, () => walletRpc(emulator, row, input));
  });

  // The private key sealed to the caller's P-256 key with HPKE (wallets/export.ts), for the SDK's
  // `useGetWalletPrivateKey` through the export frame (iframe.ts). The SDK and the provider export server-side
  // wallets only; an on-device one is refused here too.
  routes.post('/api/v1/wallets/:wallet_id/export', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    const row = ownWallet(emulator, userId, c.req.param('wallet_id'));
    if (row.mode !== 'server') {
      throw new ApiError(
        400,
        'This wallet is on device: only server-side wallets can be exported this way',
        'invalid_data',
      );
    }
    const raw = await jsonBody(c);
    const input = validate(raw, PrivateKeyExportInput);
    verifyAuthorization(emulator, c, userId, raw);
    requireMfa(emulator, userId, 'export');
    return c.json(await exportPrivateKey(emulator, row, input.recipient_public_key));
  });

  return routes;
}

/** The emulator's own answer, checked against the provider's schema: a mismatch is the emulator's bug (a 500). */
function conform<T>(schema: ZodType<unknown>, value: T): T {
  const checked = schema.safeParse(value);
  if (!checked.success) {
    throw new Error(`The emulator's answer does not match the provider's schema: ${checked.error.message}`);
  }
  return value;
}
