import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError, validate } from '../http/request';
import type { WalletRow } from '../store/wallets';
import type { FrameHandler } from '../wallets/frame-handler';
import { requireMfa } from '../wallets/service';

const Chain = z.enum(['ethereum', 'solana']);
const Address = z.string().min(1).max(128);

/**
 * `privy:delegated-actions:consent` as the SDK sends it (js-sdk-core's `createDelegatedAction`, from
 * `useHeadlessDelegatedActions().delegateWallet`, `useDelegatedActions` and `useSigners().addSigners` on an
 * on-device wallet): the root wallet and the wallets to delegate. Other fields (the access token, the MFA ones
 * the SDK merges after a prompt) pass.
 */
const ConsentInput = z
  .object({
    rootWallet: z.object({ address: Address, chainType: Chain, imported: z.boolean().optional() }),
    delegatedWallets: z
      .array(z.object({ address: Address, chainType: Chain, walletIndex: z.number().int().min(0).max(1000) }))
      .min(1)
      .max(20),
  })
  .passthrough();

const refuse = (message: string) => new ApiError(400, message, 'invalid_data');
const normalise = (address: string) => (isAddress(address, { strict: false }) ? getAddress(address) : address);

/** One of the caller's embedded wallets by address, or a refusal naming what the SDK sent. */
function ownWallet({ repo }: WalletEmulator, userId: string, address: string): WalletRow {
  const row = repo.wallets.byAddress(userId, normalise(address));
  if (!row) throw refuse('This wallet is not one of the user’s embedded wallets');
  return row;
}

/**
 * On-device consent: each wallet to delegate must be the caller's, on device, of the chain and HD index named; the
 * root must be the caller's root (index 0) or imported wallet (the SDK names the Ethereum root for a Solana
 * wallet too); a user enrolled in MFA must have verified (the SDK prompts and resends, as for other wallet
 * actions). Then each wallet carries the app's server signer (`appServer.signerId`), so the user's wallet shows
 * `delegated` and the app's server may sign with it until revoked; all in one transaction.
 */
function consent(emulator: WalletEmulator, userId: string, data: unknown) {
  const input = validate(data, ConsentInput);
  const root = ownWallet(emulator, userId, input.rootWallet.address);
  if (root.chain_type !== input.rootWallet.chainType || (root.wallet_index !== 0 && !root.imported)) {
    throw refuse('The root wallet must be the user’s first or an imported embedded wallet of its chain');
  }
  const wallets = input.delegatedWallets.map((w) => {
    const row = ownWallet(emulator, userId, w.address);
    if (row.mode !== 'on-device') {
      throw refuse(
        'This wallet is server-side: add the app’s server as a signer with PATCH /api/v1/wallets/:id (useSigners)',
      );
    }
    if (row.chain_type !== w.chainType || row.wallet_index !== w.walletIndex) {
      throw refuse(`This wallet is the ${row.chain_type} wallet of index ${row.wallet_index}`);
    }
    return row;
  });
  requireMfa(emulator, userId, 'delegated-actions:consent');
  emulator.repo.delegation.addSigner(
    userId,
    wallets.map((w) => w.id),
    emulator.config.appServer.signerId,
  );
  return { success: true };
}

/** The wallet frame's events of the delegation feature, answered server-side like the wallet ones. */
export const delegationFrameHandlers: Record<string, FrameHandler> = {
  'privy:delegated-actions:consent': consent,
};
