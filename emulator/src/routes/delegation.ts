import { Hono } from 'hono';
import type { WalletEmulator } from '../context';

/** The delegation feature's routes (issue 13). */
export function delegationRoutes(_emulator: WalletEmulator) {
  return new Hono();
}
