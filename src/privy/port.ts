import type { MfaMethod } from '../model';
import type {
  AccountPort,
  CrossAppPort,
  EmailPort,
  FarcasterSignerPort,
  FundingPort,
  GuestPort,
  MfaEnrollmentPort,
  MfaPort,
  OAuthPort,
  OfflineAccessPort,
  PasskeyPort,
  SiwePort,
  SiwsPort,
  SmsPort,
  TelegramPort,
  WalletsPort,
} from '../ports';

/**
 * What an app needs from the auth provider: the library's journey ports (`@sigil/ui/ports`), composed, plus
 * the session. `usePrivyAuthPort` (in the SDK's lazily loaded chunk) fills it from the provider's headless hooks:
 * their states are assigned to these fields as they are, with no casts, because the ports' state types match the
 * SDK's (tests/types/sdk-states.ts proves it). Nothing outside `sdk/` imports the SDK's runtime, so the first
 * screen renders before it has loaded.
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
  email: EmailPort;
  sms: SmsPort;
  passkey: PasskeyPort;
  siwe: SiwePort;
  siws: SiwsPort;
  oauth: OAuthPort;
  telegram: TelegramPort;
  guest: GuestPort;
  /** The user's wallets: the Wallets page's journey. */
  wallets: WalletsPort;
  /** Multi-factor verification (our prompt for the SDK's) and enrolment (the Security page). */
  mfa: MfaSession;
  /** The user's linked accounts, linking, unlinking, updating e-mail and phone, terms: the Account page's journey. */
  account: AccountPort;
  /** Accounts from other apps, offline access, the Farcaster signer and funding: the Connections page's journeys. */
  connections: ConnectionsPorts;
  /** The provider's own modal is open (it creates the wallets of a sign-in made in it before it closes). */
  providerModalOpen: boolean;
  /** Opens the provider's own modal for a method we cannot do headlessly (docs/app.md#headless-coverage). */
  providerModal: (method: 'farcaster') => void;
  logout: () => Promise<void>;
}

/** The Connections page's journeys' ports. */
export interface ConnectionsPorts {
  crossApp: CrossAppPort;
  /** Offline access, but for the app's name: the page adds it from the app's settings. */
  offlineAccess: Omit<OfflineAccessPort, 'appName'>;
  farcasterSigner: FarcasterSignerPort;
  /** Funding, but for the on-ramps on offer: the page adds those from the app's settings. */
  funding: Omit<FundingPort, 'onramps'>;
}

/** The signed-in user as the home page shows them. */
export interface AppUser {
  id: string;
  createdAt: Date;
  isGuest: boolean;
  /** The best short name: e-mail, phone, username or a shortened address; null when there is none. */
  displayName: string | null;
  accounts: LinkedAccountView[];
}

/** One of the user's linked accounts as the home page lists it. */
export interface LinkedAccountView {
  /** The provider's account type, e.g. `email`, `wallet`, `github_oauth`, `passkey`. */
  type: string;
  /** The method as the landing screen names it (`email`, `sms`, `github`, `wallet` …). */
  method: string;
  /** What identifies it to the user: the address, number, username or device; null when unknown. */
  label: string | null;
  /** Seconds since the epoch when it was first verified, if known. */
  verifiedAt: Date | null;
  /** A wallet's chain type ('ethereum', 'solana' …), and whether it is an embedded wallet. */
  chainType?: string | undefined;
  embedded?: boolean | undefined;
}

/** The SDK asked for verification (`onMfaRequired`): the methods the user may verify with. */
export interface MfaPromptRequest {
  /** A new id for each prompt: each gets a new verification journey. */
  id: number;
  methods: MfaMethod[];
  /** The codes the SDK's loop takes for it: 3 for an action (its first try goes without one), 4 for `verifyNow`. */
  maxAttempts: number;
}

/** Multi-factor verification for the whole app: the SDK's pending request, our answer to it, and enrolment. */
export interface MfaSession {
  /** `useMfa()`: `init`, `submit`, `cancel` (a passkey's request options pass through untouched). */
  verifier: MfaPort<object>;
  /** The pending prompt, if the SDK is waiting for a verification. */
  prompt: MfaPromptRequest | null;
  /** The prompt's journey is over (verified, canceled or failed). */
  dismissPrompt: (id: number) => void;
  /** Asks for a verification now (`useMfa().promptMfa`): for what the SDK leaves to the app (private-key export). */
  verifyNow: () => Promise<void>;
  /** `useMfaEnrollment()` and what the Security page shows. */
  enrollment: MfaEnrollmentPort;
}
