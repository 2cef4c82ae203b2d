import type { WalletBalance, WalletCardWallet } from '../../../src/screens/wallets';
import { evmAddress, externalEvmAddress, importedEvmAddress, solanaAddress } from '../../fixtures';

/** Fixed wallets for the wallet stories: every kind, fixed dates (UTC) and fixed balances. */

/** 2026-03-14T09:30:00Z */
const CONNECTED_AT = Date.UTC(2026, 2, 14, 9, 30);

/** On Base Sepolia, a test network: its ETH is never valued in dollars. */
export const embedded: WalletCardWallet = {
  address: evmAddress,
  chainId: 84532,
  chainType: 'ethereum',
  walletClientType: 'privy',
  connectorType: 'embedded',
  delegated: true,
  imported: false,
  walletIndex: 0,
  recoveryMethod: 'privy',
  connectedAt: CONNECTED_AT,
};

export const embeddedSolana: WalletCardWallet = {
  address: solanaAddress,
  chainType: 'solana',
  walletClientType: 'privy',
  connectorType: 'embedded',
  delegated: false,
  imported: false,
  walletIndex: 0,
  recoveryMethod: 'user-passcode',
};

/** On Ethereum mainnet. */
export const imported: WalletCardWallet = {
  address: importedEvmAddress,
  chainId: 1,
  chainType: 'ethereum',
  walletClientType: 'privy',
  connectorType: 'embedded_imported',
  delegated: false,
  imported: true,
  walletIndex: null,
  recoveryMethod: 'privy-v2',
};

/** On Base. */
export const metamask: WalletCardWallet = {
  address: externalEvmAddress,
  chainId: 8453,
  chainType: 'ethereum',
  walletClientType: 'metamask',
  connectorType: 'injected',
  delegated: false,
  imported: false,
  walletIndex: null,
  connectedAt: CONNECTED_AT + 3_600_000,
};

/** 1.234567890123456789 ETH, as read on a test network: no dollar value (the wallets port has no price there). */
export const ethBalance: WalletBalance = { value: 1_234_567_890_123_456_789n, decimals: 18, symbol: 'ETH', usd: null };
/** The same on a mainnet, at $3,250.00: $4,013.35. */
export const mainnetEthBalance: WalletBalance = { ...ethBalance, usd: 4013.35 };
/** 2.5 SOL (lamports) at $150: $375. */
export const solBalance: WalletBalance = { value: 2_500_000_000n, decimals: 9, symbol: 'SOL', usd: 375 };
