import type { WalletEmulator } from '../context';

/** One wallet-frame event's answer for a signed-in user (see relay.ts). */
export type FrameHandler = (emulator: WalletEmulator, userId: string, data: unknown) => Promise<unknown> | unknown;
