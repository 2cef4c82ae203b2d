import { lazy } from 'react';
import type { GuestFlow } from '../flows';
import type { CustomProvider } from '../model';
import type { OAuthProvider, SignInBackends, WalletDiscovery } from '../ports';

/**
 * The journey the user chose on the landing screen: a chunk of its own, so the first screen carries only the
 * landing screen and the choice. Each method's journey is a chunk of its own too, fetched when chosen (or
 * earlier, with `preloadJourneys`).
 */
const journeys = {
  otp: () => import('./OtpJourney'),
  passkey: () => import('./PasskeyJourney'),
  wallet: () => import('./SignInWallets'),
  oauth: () => import('./OAuthJourney'),
  farcaster: () => import('./FarcasterJourney'),
  telegram: () => import('./TelegramJourney'),
  guest: () => import('./GuestJourney'),
};
const OtpJourney = lazy(() => journeys.otp().then((m) => ({ default: m.OtpJourney })));
const PasskeyJourney = lazy(() => journeys.passkey().then((m) => ({ default: m.PasskeyJourney })));
const SignInWallets = lazy(() => journeys.wallet().then((m) => ({ default: m.SignInWallets })));
const OAuthJourney = lazy(() => journeys.oauth().then((m) => ({ default: m.OAuthJourney })));
const FarcasterJourney = lazy(() => journeys.farcaster().then((m) => ({ default: m.FarcasterJourney })));
const TelegramJourney = lazy(() => journeys.telegram().then((m) => ({ default: m.TelegramJourney })));
const GuestJourney = lazy(() => journeys.guest().then((m) => ({ default: m.GuestJourney })));

/** Fetches every method's journey. */
export function preloadJourneys(): Promise<void> {
  return Promise.all(Object.values(journeys).map((load) => load())).then(() => undefined);
}

/** A journey chosen on the landing screen (the landing screen itself is not one). */
export type ChosenView =
  | { kind: 'email' | 'sms' | 'passkey' | 'telegram' | 'guest' | 'farcaster' }
  | { kind: 'wallet'; discovery: Promise<WalletDiscovery> }
  | { kind: 'oauth'; provider: OAuthProvider; returning: boolean };

export interface SignInMethodJourneyProps {
  view: ChosenView;
  backends: SignInBackends;
  allowPlusInEmail?: boolean | undefined;
  walletChains?: { ethereum: boolean; solana: boolean } | undefined;
  customProviders?: readonly CustomProvider[] | undefined;
  guest: GuestFlow;
  onReturnSettled?: (() => void) | undefined;
  onBack: () => void;
  /** Signed in, by whichever journey. */
  onDone?: (() => void) | undefined;
}

/** The chosen method's journey, handed its port from `backends`. */
export function SignInMethodJourney({
  view,
  backends,
  allowPlusInEmail,
  walletChains,
  customProviders,
  guest,
  onReturnSettled,
  onBack,
  onDone,
}: SignInMethodJourneyProps) {
  // A view is only chosen for a method whose backend was given (SignInJourney offers no other); null otherwise.
  const { email, sms, passkey, oauth, farcaster, telegram, guest: guestBackend } = backends;
  switch (view.kind) {
    case 'email':
      return email ? (
        <OtpJourney channel="email" backend={email} allowPlus={allowPlusInEmail} onBack={onBack} onDone={onDone} />
      ) : null;
    case 'sms':
      return sms ? <OtpJourney channel="sms" backend={sms} onBack={onBack} onDone={onDone} /> : null;
    case 'passkey':
      return passkey ? <PasskeyJourney backend={passkey} onBack={onBack} onDone={onDone} /> : null;
    case 'wallet':
      return (
        <SignInWallets
          discovery={view.discovery}
          backends={backends}
          chains={walletChains ?? { ethereum: true, solana: true }}
          onBack={onBack}
          onDone={onDone}
        />
      );
    case 'oauth':
      return oauth ? (
        <OAuthJourney
          backend={oauth}
          provider={view.provider}
          returning={view.returning}
          customProviders={customProviders}
          onReturnSettled={onReturnSettled}
          onBack={onBack}
          onDone={onDone}
        />
      ) : null;
    case 'farcaster':
      return farcaster ? <FarcasterJourney backend={farcaster} onBack={onBack} onDone={onDone} /> : null;
    case 'telegram':
      return telegram ? <TelegramJourney backend={telegram} onBack={onBack} onDone={onDone} /> : null;
    case 'guest':
      return guestBackend ? <GuestJourney backend={guestBackend} flow={guest} onBack={onBack} onDone={onDone} /> : null;
  }
}
