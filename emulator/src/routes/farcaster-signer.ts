import { Hono } from 'hono';
import type { WalletEmulator } from '../context';

/** The farcaster-signer feature's routes (issue 13). */
export function farcasterSignerRoutes(_emulator: WalletEmulator) {
  return new Hono();
}
