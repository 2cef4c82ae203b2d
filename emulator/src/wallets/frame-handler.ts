import type { WalletEmulator } from '../context';

/** Where a frame event came in: the emulator's own origin, for answers that carry a link to one of its pages. */
export interface FrameRequest {
  origin: string;
}

/** One wallet-frame event's answer for a signed-in user (see relay.ts). */
export type FrameHandler = (
  emulator: WalletEmulator,
  userId: string,
  data: unknown,
  request?: FrameRequest,
) => Promise<unknown> | unknown;
