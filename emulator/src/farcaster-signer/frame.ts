import type { FrameHandler } from '../wallets/frame-handler';

/** The wallet frame's events of the farcaster-signer feature (issue 13), answered server-side like the wallet ones. */
export const farcasterSignerFrameHandlers: Record<string, FrameHandler> = {};
