import type { WalletDiscovery } from '../ports';
import { solanaWallets } from './solana-wallets';
import { ethereumWallets } from './wallets';

/**
 * This browser's wallets: Ethereum ones announced through EIP-6963, Solana ones through the Wallet Standard.
 * Imported lazily (when the wallet journey opens, or while the browser is idle), so the discovery code is not
 * part of the first screen; nothing listens until a chain's function is called.
 */
export const browserWallets: WalletDiscovery = { ethereum: ethereumWallets, solana: solanaWallets };
