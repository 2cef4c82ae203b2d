import type { OtpFlowState, PasskeyFlowState, SimpleAuthFlowState, WalletSignInFlowState } from '@sigil/ui/flows';
import type { CustomProvider, OAuthProviderId } from '@sigil/ui/model';

/**
 * What the app needs from the auth provider, in our own vocabulary. The SDK bridge (a lazily loaded chunk)
 * fills it from the provider's headless hooks: their states are assigned to these fields as they are, with
 * no casts, because our flow state types match the SDK's (tests/types/sdk-states.ts proves it). Nothing
 * outside `sdk.tsx` imports the SDK's runtime, so the first screen renders before it has loaded.
 */
export interface AuthPort {
  /** The SDK has booted (app config loaded, session restored or not). */
  ready: boolean;
  /**
   * The provider's hidden wallet frame has answered its readiness handshake. Guest sign-in waits for it: this
   * SDK version stalls 30 s in `createGuestAccount` when the frame becomes ready while that call is running.
   */
  walletFrameReady: boolean;
  authenticated: boolean;
  user: AppUser | null;
  email: OtpPort<{ email: string }>;
  sms: OtpPort<{ phoneNumber: string }>;
  passkey: {
    loginState: PasskeyFlowState;
    signupState: PasskeyFlowState;
    login: () => Promise<unknown>;
    signup: () => Promise<unknown>;
  };
  siwe: {
    state: WalletSignInFlowState;
    generateMessage: (input: { address: string; chainId: `eip155:${number}` }) => Promise<string>;
    login: (input: WalletLoginInput) => Promise<unknown>;
  };
  siws: {
    generateMessage: (input: { address: string }) => Promise<string>;
    login: (input: WalletLoginInput) => Promise<unknown>;
  };
  oauth: {
    state: SimpleAuthFlowState;
    /** Redirects the page to the provider (or the emulator's consent page). */
    start: (provider: OAuthProviderId | CustomProvider['id']) => Promise<void>;
  };
  telegram: { state: SimpleAuthFlowState; login: () => Promise<void> };
  guest: { create: () => Promise<unknown> };
  /** Opens the provider's own modal for a method we cannot do headlessly (see the README's coverage table). */
  providerModal: (method: 'farcaster') => void;
  logout: () => Promise<void>;
}

/** A signed sign-in message (SIWE or SIWS) and who signed it. */
export interface WalletLoginInput {
  message: string;
  signature: string;
  /** The wallet, e.g. its EIP-6963 rdns or Wallet Standard name. */
  walletClientType?: string;
  /** How it is connected: 'injected', 'solana_adapter'. */
  connectorType?: string;
}

export interface OtpPort<Destination> {
  state: OtpFlowState;
  sendCode: (destination: Destination) => Promise<void>;
  loginWithCode: (input: { code: string }) => Promise<unknown>;
}

/** The signed-in user as the app shows them. */
export interface AppUser {
  id: string;
  createdAt: Date;
  isGuest: boolean;
  /** The best short name: e-mail, phone, username or a shortened address; null when there is none. */
  displayName: string | null;
  accounts: LinkedAccountView[];
}

export interface LinkedAccountView {
  /** The provider's account type, e.g. `email`, `wallet`, `github_oauth`, `passkey`. */
  type: string;
  /** The method as the landing screen names it (`email`, `sms`, `github`, `wallet` …). */
  method: string;
  /** What identifies it to the user: the address, number, username or device; null when unknown. */
  label: string | null;
  /** Seconds since the epoch when it was first verified, if known. */
  verifiedAt: Date | null;
}
