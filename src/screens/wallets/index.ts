/** Wallets: cards, the list, the chain switcher, smart-wallet configuration, overlays. */
export {};
