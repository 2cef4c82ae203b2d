import { Hono } from 'hono';
import type { Emulator } from '../context';

/** The cross-app feature's routes (issue 13). */
export function crossAppRoutes(_emulator: Emulator) {
  return new Hono();
}
