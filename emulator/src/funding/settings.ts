import { z } from 'zod';

/** Fiat on-ramps the app offers (the dashboard's funding settings). Filled in by issue 13. */
export const FundingSettingsSchema = z.object({}).strict();
