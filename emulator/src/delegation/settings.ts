import { z } from 'zod';

/** "The app's server": the signer that acts on delegated wallets while the user is away. Filled in by issue 13. */
export const AppServerSettingsSchema = z.object({}).strict();
