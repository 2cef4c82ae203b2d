import { z } from 'zod';

/**
 * Other provider apps whose users may sign in here (cross-app accounts, spec 1 and 3): owned by the cross-app
 * feature. Filled in by issue 13.
 */
export const CrossAppSettingsSchema = z.object({}).strict();
