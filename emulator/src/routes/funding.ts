import { Hono } from 'hono';
import type { WalletEmulator } from '../context';

/** The funding feature's routes (issue 13). */
export function fundingRoutes(_emulator: WalletEmulator) {
  return new Hono();
}
