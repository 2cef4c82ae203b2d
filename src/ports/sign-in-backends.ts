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
 * The ports the whole sign-in (`SignInJourney`) may hand a journey: one backend per method, each optional. A
 * method is offered when the app's settings list it **and** its backend is given, so an e-mail-only host passes
 * `{ email }` and nothing else (`signInMethodsOffered` says which methods a set of backends can run).
 */
export interface SignInBackends {
  /** E-mail code sign-in: the "Email" method. */
  email?: Backend<EmailPort> | undefined;
  /** SMS code sign-in: the "SMS" method. */
  sms?: Backend<SmsPort> | undefined;
  /** Passkey log-in and sign-up: the "Passkey" method. */
  passkey?: Backend<PasskeyPort> | undefined;
  /** Sign-in with Ethereum: the "wallet" method's Ethereum wallets (with `discoverWallets`). */
  siwe?: Backend<SiwePort> | undefined;
  /** Sign-in with Solana: the "wallet" method's Solana wallets (with `discoverWallets`). */
  siws?: Backend<SiwsPort> | undefined;
  /**
   * Finds the browser's wallets (EIP-6963, Wallet Standard). A promise, so the code that looks for them loads with
   * the wallet journey, not before the first screen.
   */
  discoverWallets?: (() => Promise<WalletDiscovery>) | undefined;
  /** Social OAuth (built-in and custom providers), by redirect. */
  oauth?: Backend<OAuthPort> | undefined;
  /** Telegram's login window. */
  telegram?: Backend<TelegramPort> | undefined;
  /** "Continue as guest" (with the settings' `allowGuest`). */
  guest?: Backend<GuestPort> | undefined;
  /** Sign in with Farcaster, headlessly (preferred when both Farcaster backends are given). */
  farcaster?: Backend<FarcasterPort> | undefined;
  /** Sign in with Farcaster in the provider's own modal, for backends that cannot do it headlessly. */
  providerModal?: Backend<ProviderModalPort> | undefined;
}

/** The sign-in methods a set of backends can run: `email` needs `backends.email`, an OAuth provider `oauth`, … */
export function canSignInWith(backends: SignInBackends, method: string): boolean {
  switch (method) {
    case 'email':
    case 'sms':
    case 'passkey':
    case 'telegram':
      return backends[method] !== undefined;
    case 'wallet':
      return backends.discoverWallets !== undefined && (backends.siwe !== undefined || backends.siws !== undefined);
    case 'farcaster':
      return backends.farcaster !== undefined || backends.providerModal !== undefined;
    default:
      // Every other method is an OAuth provider, built-in or custom.
      return backends.oauth !== undefined;
  }
}
