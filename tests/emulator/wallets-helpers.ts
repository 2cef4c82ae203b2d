/**
 * Shared setup of the embedded-wallet tests.
 */
export const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };
