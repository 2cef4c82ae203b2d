/**
 * `@sigil/ui/privy-hooks`: the hooks that fill each of Sigil's ports from the provider SDK's headless hooks, for an
 * app that renders the SDK's own `PrivyProvider` and composes Sigil's journeys itself. Call them inside
 * `PrivyProvider`, set up with `embeddedWallets.showWalletUIs: false` and `mfa.noPromptOnMfaRequired: true` (our
 * screens replace the provider's). This entry imports the SDK's runtime: load it lazily to keep the SDK out of your
 * first screen (`SigilPrivyProvider`, from `@sigil/ui/privy`, does all of this for you).
 */

export { useAccountPort } from './account';
export { type AuthPortOptions, usePrivyAuthPort } from './auth-port';
export { installBuffer } from './buffer-shim';
export { sdkChains } from './chains';
export { type ConnectionsOptions, useConnectionsPorts } from './connections';
export { type FundingOptions, useFundingPort } from './funding';
export { useMfaSession } from './mfa';
export { toAppUser } from './user';
export { useWalletFrameReady } from './wallet-frame';
export { useWalletsPort, type WalletsPortOptions } from './wallets';
