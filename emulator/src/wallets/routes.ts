import {
  BaseWalletApiCreateInput,
  PrivateKeyExportInput,
  WalletApiEthereumRpcInput,
  WalletApiSolanaRpcInput,
  WalletResponse,
  WalletUpdateInput,
} from '@privy-io/public-api';
import { Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { appSigners } from '../delegation/signers';
import { type AuthEnv, authGuards } from '../http/auth';
import { ApiError, body, conform, jsonBody, validate } from '../http/request';
import { verifyAuthorization } from './authorization';
import { exportPrivateKey } from './export';
import { idempotencyKeyOf, runOnce } from './idempotency';
import { type RpcInput, walletRpc } from './rpc';
import {
  createWallet,
  ownServerWallet,
  ownWallet,
  requireMfa,
  requireServerWallets,
  serverWalletChain,
  walletResponse,
} from './service';

const RpcInputSchema = z.union([WalletApiEthereumRpcInput, WalletApiSolanaRpcInput]);

/**
 * Server-side embedded wallets (the provider's wallet API, `embedded_wallet_config.mode`
 * `user-controlled-server-wallets-only`), mounted at `/api/v1/wallets`: create, read and the signing RPC. Every
 * route acts for the signed-in user only, on their own wallets; `/rpc` and `/export` also need the request signed
 * by the user's signer (the wallet frame's `privy:user-signer:sign`), as the provider requires.
 */
export function walletRoutes(emulator: WalletEmulator) {
  const guard = authGuards(emulator);
  const signedIn = [guard.app, guard.user] as const;
  const routes = new Hono<AuthEnv>();

  routes.post('/', ...signedIn, async (c) => {
    requireServerWallets(emulator);
    const input = await body(c, BaseWalletApiCreateInput);
    const chainType = serverWalletChain(input);
    const idempotencyKey = idempotencyKeyOf(c);
    const row = createWallet(emulator, c.var.user.userId, {
      chainType,
      mode: 'server',
      additionalSigners: appSigners(emulator, input.additional_signers ?? []),
      idempotencyKey,
    });
    return c.json(walletResponse(row));
  });

  routes.get('/:wallet_id', ...signedIn, (c) =>
    c.json(walletResponse(ownWallet(emulator, c.var.user.userId, c.req.param('wallet_id')))),
  );

  // The signers of a server-side wallet (session signers: `useSigners().addSigners` / `removeSigners`). The SDK
  // reads the wallet, then sends the whole new list signed by the user's signer WITHOUT an expiry header
  // (js-sdk-core's updateWallet): the one request verified with the expiry optional. Only the app's server may be
  // a signer; `[]` removes them all (the app's server is refused from then on).
  routes.patch('/:wallet_id', ...signedIn, async (c) => {
    const { userId } = c.var.user;
    const row = ownServerWallet(
      emulator,
      userId,
      c.req.param('wallet_id'),
      'This wallet is on device: its offline access is granted through the wallet frame and revoked with POST /api/v1/wallets/revoke',
    );
    const raw = await jsonBody(c);
    const { additional_signers: signers, ...others } = validate(raw, WalletUpdateInput);
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

  routes.post('/:wallet_id/rpc', ...signedIn, async (c) => {
    const { userId } = c.var.user;
    const why = 'This wallet is on device: it signs through the wallet frame';
    const row = ownServerWallet(emulator, userId, c.req.param('wallet_id'), why);
    const raw = await jsonBody(c);
    const input = validate(raw, RpcInputSchema) as RpcInput;
    if ('chain_type' in input && input.chain_type !== undefined && input.chain_type !== row.chain_type) {
      throw new ApiError(400, `This is a ${row.chain_type} wallet`, 'invalid_data');
    }
    const key = idempotencyKeyOf(c);
    verifyAuthorization(emulator, c, userId, raw);
    requireMfa(emulator, userId, `rpc:${input.method}`);
    // With privy-idempotency-key, a request runs once in 24 hours (idempotency.ts).
    return runOnce(emulator, c, userId, { key, body: raw }, () => walletRpc(emulator, row, input));
  });

  // The private key sealed to the caller's P-256 key with HPKE (export.ts), for the SDK's `useGetWalletPrivateKey`
  // through the export frame (pages.ts). The SDK and the provider export server-side wallets only; an on-device one
  // is refused here too.
  routes.post('/:wallet_id/export', ...signedIn, async (c) => {
    const { userId } = c.var.user;
    const why = 'This wallet is on device: only server-side wallets can be exported this way';
    const row = ownServerWallet(emulator, userId, c.req.param('wallet_id'), why);
    const raw = await jsonBody(c);
    const input = validate(raw, PrivateKeyExportInput);
    verifyAuthorization(emulator, c, userId, raw);
    requireMfa(emulator, userId, 'export');
    return c.json(await exportPrivateKey(emulator, row, input.recipient_public_key));
  });

  return routes;
}
