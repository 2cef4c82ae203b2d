import type { Backend } from './backend';
import type {
  EmailPort,
  FarcasterPort,
  GuestPort,
  OAuthPort,
  PasskeyPort,
  ProviderModalPort,
  SiwePort,
  SiwsPort,
  SmsPort,
  TelegramPort,
} from './signin';
import type { EthereumWallet, SolanaWallet, WalletDirectory } from './wallets';

/**
 * The browser's wallets, per chain. Each is a function so only the chains the app enables start listening
 * (a Solana registry is not started for an Ethereum-only app).
 */
export interface WalletDiscovery {
  ethereum: () => WalletDirectory<EthereumWallet>;
  solana: () => WalletDirectory<SolanaWallet>;
}

/**
 * Every port the whole sign-in (`SignInJourney`) may hand a journey: one backend per method. Wallet discovery
 * is a promise, so the code that finds the browser's wallets loads with the wallet journey, not before the
 * first screen. Farcaster is either a headless port (`farcaster`) or, for backends that cannot do it
 * headlessly, the provider's own modal (`providerModal`).
 */
export type SignInBackends = {
  email: Backend<EmailPort>;
  sms: Backend<SmsPort>;
  passkey: Backend<PasskeyPort>;
  siwe: Backend<SiwePort>;
  siws: Backend<SiwsPort>;
  discoverWallets: () => Promise<WalletDiscovery>;
  oauth: Backend<OAuthPort>;
  telegram: Backend<TelegramPort>;
  guest: Backend<GuestPort>;
} & ({ farcaster: Backend<FarcasterPort> } | { providerModal: Backend<ProviderModalPort> });
