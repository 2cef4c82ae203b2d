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

export interface ChosenJourneyProps {
  view: ChosenView;
  backends: SignInBackends;
  allowPlusInEmail?: boolean;
  walletChains?: { ethereum: boolean; solana: boolean };
  customProviders?: readonly CustomProvider[];
  guest: GuestFlow;
  onReturnSettled?: () => void;
  onBack: () => void;
}

/** The chosen method's journey, handed its port from `backends`. */
export function ChosenJourney({
  view,
  backends,
  allowPlusInEmail,
  walletChains,
  customProviders,
  guest,
  onReturnSettled,
  onBack,
}: ChosenJourneyProps) {
  switch (view.kind) {
    case 'email':
      return <OtpJourney channel="email" backend={backends.email} allowPlus={allowPlusInEmail} onBack={onBack} />;
    case 'sms':
      return <OtpJourney channel="sms" backend={backends.sms} onBack={onBack} />;
    case 'passkey':
      return <PasskeyJourney backend={backends.passkey} onBack={onBack} />;
    case 'wallet':
      return (
        <SignInWallets
          discovery={view.discovery}
          backends={backends}
          chains={walletChains ?? { ethereum: true, solana: true }}
          onBack={onBack}
        />
      );
    case 'oauth':
      return (
        <OAuthJourney
          backend={backends.oauth}
          provider={view.provider}
          returning={view.returning}
          customProviders={customProviders}
          onReturnSettled={onReturnSettled}
          onBack={onBack}
        />
      );
    case 'farcaster':
      return 'farcaster' in backends ? <FarcasterJourney backend={backends.farcaster} onBack={onBack} /> : null;
    case 'telegram':
      return <TelegramJourney backend={backends.telegram} onBack={onBack} />;
    case 'guest':
      return <GuestJourney backend={backends.guest} flow={guest} onBack={onBack} />;
  }
}
