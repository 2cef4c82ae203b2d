import type { FarcasterChannel, FarcasterPollAnswer, FarcasterResult } from '../flows/farcaster';
import type {
  CustomAuthFlowState,
  OtpFlowState,
  PasskeyFlowState,
  SimpleAuthFlowState,
  WalletSignInFlowState,
} from '../flows/types';
import type { CustomProvider, OAuthProviderId } from '../model';

/**
 * One port per journey. Method names and inputs are the SDK's (`useLoginWithEmail().sendCode({ email })`,
 * `loginWithCode({ code })`, …); states are the flow state types, which the SDK's hook states are
 * assignable to (tests/types/sdk-states.ts), so a port is filled from the hooks as they are.
 */

/**
 * E-mail or SMS code: send a code to the destination, then log in with it. To show a particular message, throw a
 * `SigilError` naming its catalogue entry (`new SigilError('auth.failed')`, `'rateLimited'`, …) or an `Error` whose
 * `code` is one of the provider's (`invalid_credentials`, `too_many_requests`, …: `errorCodes`); anything else shows
 * the catalogue's fallback ("Something went wrong.").
 */
export interface OtpPort<Destination> {
  /**
   * The backend's own view of the flow (the SDK hook's `state`), for hosts that have one. The journey keeps its
   * own state from the calls below and does not need it.
   */
  state?: OtpFlowState | undefined;
  /** Sends a code to the e-mail address or phone number (E.164). Resolves once it is sent. */
  sendCode: (destination: Destination) => Promise<void>;
  /** Signs in with the 6-digit code the user typed. Resolves once signed in (the journey then calls `onDone`). */
  loginWithCode: (input: { code: string }) => Promise<unknown>;
}
export type EmailPort = OtpPort<{ email: string }>;
export type SmsPort = OtpPort<{ phoneNumber: string }>;

/** Passkey log-in and sign-up (WebAuthn): the SDK runs the ceremony and reports its state. */
export interface PasskeyPort {
  loginState: PasskeyFlowState;
  signupState: PasskeyFlowState;
  login: () => Promise<unknown>;
  signup: () => Promise<unknown>;
}

/** A signed sign-in message (SIWE or SIWS) and who signed it. */
export interface WalletLoginInput {
  message: string;
  signature: string;
  /** The wallet, e.g. its EIP-6963 rdns or Wallet Standard name. */
  walletClientType?: string | undefined;
  /** How it is connected: 'injected', 'solana_adapter'. */
  connectorType?: string | undefined;
}

/** Sign-in with Ethereum (EIP-4361): the backend writes the message, the wallet signs it, the backend checks. */
export interface SiwePort {
  state?: WalletSignInFlowState | undefined;
  generateMessage: (input: { address: string; chainId: `eip155:${number}` }) => Promise<string>;
  login: (input: WalletLoginInput) => Promise<unknown>;
}

/** Sign-in with Solana. */
export interface SiwsPort {
  generateMessage: (input: { address: string }) => Promise<string>;
  login: (input: WalletLoginInput) => Promise<unknown>;
}

export type OAuthProvider = OAuthProviderId | CustomProvider['id'];

/** OAuth: `start` leaves for the provider (a redirect); the state tells how the return went. */
export interface OAuthPort {
  state: SimpleAuthFlowState;
  start: (provider: OAuthProvider) => Promise<void>;
}

/** Telegram's own login window; the state reports the outcome. */
export interface TelegramPort {
  state: SimpleAuthFlowState;
  login: () => Promise<void>;
}

/** A guest account on this device. */
export interface GuestPort {
  create: () => Promise<unknown>;
}

/**
 * Farcaster (Sign in with Farcaster over a relay channel): open a channel, show its connect URI, poll it until
 * the Farcaster app has signed, then log in with the signed message.
 */
export interface FarcasterPort {
  openChannel: () => Promise<FarcasterChannel>;
  poll: (channelToken: string) => Promise<FarcasterPollAnswer>;
  login: (input: FarcasterResult) => Promise<unknown>;
  /** The journey stopped watching the channel (signed in, timed out, cancelled). */
  closeChannel?: ((channelToken: string) => void) | undefined;
}

/** The captcha widget: runs once and answers a token, or fails (the journey retries). */
export interface CaptchaPort {
  execute: () => Promise<string>;
  /** A fresh widget (after the wait timed out), as the widgets' own `reset` does. */
  reset?: (() => void) | undefined;
}

/** Custom-token sign-in (the app's own auth system hands the provider its token); 'not-enabled' when off. */
export interface CustomAuthPort {
  state: CustomAuthFlowState;
  login: () => Promise<unknown>;
}

/** Methods the SDK can only do in the provider's own modal (docs/app.md#headless-coverage). */
export interface ProviderModalPort {
  open: (method: 'farcaster') => void;
}
