import type { FrameHandler } from '../wallets/frame-handler';

/** The wallet frame's events of the delegation feature (issue 13), answered server-side like the wallet ones. */
export const delegationFrameHandlers: Record<string, FrameHandler> = {};
