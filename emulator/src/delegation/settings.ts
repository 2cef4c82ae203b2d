import { KeyQuorumId } from '@privy-io/public-api';
import { z } from 'zod';

/**
 * "The app's server": the one signer (the provider's key quorum) that acts on delegated wallets while the user is
 * away. The app passes `signerId` to `useSigners().addSigners` for server-side wallets; on-device wallets name it
 * when the user consents (`privy:delegated-actions:consent`). Its P-256 key is made by the emulator on first use
 * and kept sealed beside the wallets' keys (delegation/app-server.ts).
 */
export const AppServerSettingsSchema = z
  .object({
    /** The key quorum id (a cuid2, as the provider's `additional_signers[].signer_id`). */
    signerId: KeyQuorumId.default('sigilappserversigner0001'),
    /** How the development page names the app's server. */
    name: z.string().min(1).max(80).default('Sigil server'),
  })
  .strict();
