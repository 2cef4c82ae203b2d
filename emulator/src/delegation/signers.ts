import type { AdditionalSignerInput } from '@privy-io/public-api';
import type { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';

/** A wallet's signer as stored and answered (`WalletResponse.additional_signers[]`). */
export interface StoredSigner {
  signer_id: string;
}

/**
 * The `additional_signers` of a wallet create or update, checked against the app's key quorums: each must be the
 * app's server (`appServer.signerId`; any other id is refused, 400), without policy overrides (the emulator has no
 * policies). Repeated ids are folded into one (the SDK's `addSigners` appends to the existing list unchecked).
 */
export function appSigners(
  { config }: WalletEmulator,
  signers: z.output<typeof AdditionalSignerInput>,
): StoredSigner[] {
  const folded: StoredSigner[] = [];
  for (const signer of signers) {
    if (signer.signer_id !== config.appServer.signerId) {
      throw new ApiError(
        400,
        `Signer ${signer.signer_id.slice(0, 64)} is not one of this app's key quorums`,
        'invalid_data',
      );
    }
    if (signer.override_policy_ids?.length) {
      throw new ApiError(400, 'The emulator has no policies: override_policy_ids must be empty', 'invalid_data');
    }
    if (!folded.some((s) => s.signer_id === signer.signer_id)) folded.push({ signer_id: signer.signer_id });
  }
  return folded;
}
