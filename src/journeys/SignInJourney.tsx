import { lazy, Suspense, useRef, useState } from 'react';
import { useCopy } from '../copy';
import { useGuestFlow } from '../flows';
import { type CustomProvider, isOAuthProvider, type LoginMethod } from '../model';
import type { OAuthProvider, SignInBackends, WalletDiscovery } from '../ports';
import { Spinner } from '../primitives';
import { LandingScreen } from '../screens';

/**
 * Each method's journey is its own chunk, fetched when the user chooses it (or earlier, with
 * `preloadSignInJourneys`): the landing screen does not wait for any of them.
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

/** Fetches every method's journey in the background (e.g. once the first screen is up), so choosing one is instant. */
export function preloadSignInJourneys(): Promise<void> {
  return Promise.all(Object.values(journeys).map((load) => load())).then(() => undefined);
}

/** The app's sign-in settings, as its dashboard gives them. */
export interface SignInJourneySettings {
  /** The landing screen's methods, in order. */
  methods: readonly LoginMethod[];
  customProviders?: readonly CustomProvider[];
  allowGuest?: boolean;
  termsUrl?: string | null;
  privacyUrl?: string | null;
  /** Sign-in waits until the terms are accepted. */
  requireTerms?: boolean;
  /** E-mail addresses may contain a '+'. */
  allowPlusInEmail?: boolean;
  /** Which wallets may sign in: Ethereum (SIWE), Solana (SIWS). Both when left out. */
  walletChains?: { ethereum: boolean; solana: boolean };
}

/** Where the last-used method is kept (the app: localStorage; a story: memory). */
export interface LastUsedMemory {
  get: () => string | null;
  set: (method: LoginMethod) => void;
}

export interface SignInJourneyProps {
  settings: SignInJourneySettings;
  backends: SignInBackends;
  /** This page load is the return from an OAuth provider: start in the OAuth journey, exchanging the code. */
  oauthReturn?: { provider: string } | null;
  /** The OAuth return has been dealt with (signed in or failed): e.g. take its parameters off the address. */
  onReturnSettled?: () => void;
  lastUsed?: LastUsedMemory;
}

type View =
  | { kind: 'landing' }
  | { kind: 'email' | 'sms' | 'passkey' | 'telegram' | 'guest' | 'farcaster' }
  | { kind: 'wallet'; discovery: Promise<WalletDiscovery> }
  | { kind: 'oauth'; provider: OAuthProvider; returning: boolean };

const isCustomProvider = (method: string): method is CustomProvider['id'] => method.startsWith('custom:');
const isOAuth = (method: string): method is OAuthProvider => isOAuthProvider(method) || isCustomProvider(method);

/**
 * What `SignInJourney` shows while a journey's code loads: a spinner saying "Starting". A host's own lazily
 * loaded pages may show it too, so both look alike.
 */
export function JourneyLoading() {
  const { t } = useCopy();
  return (
    <div className="flex justify-center py-16 text-accent-text">
      <Spinner size="lg" label={t('shell.starting')} />
    </div>
  );
}

/**
 * The whole sign-in: the landing screen with the app's methods, then the journey the user chose, each handed
 * its port from `backends`. Back returns to the landing screen. The method chosen is remembered (`lastUsed`)
 * and marked next time. Guest access starts at once from the landing screen; only a failure opens the guest
 * journey (Try again). Farcaster runs headlessly when the backends have a Farcaster port, otherwise in the
 * provider's own modal. An OAuth return starts in the OAuth journey, exchanging the code.
 */
export function SignInJourney({ settings, backends, oauthReturn, onReturnSettled, lastUsed }: SignInJourneyProps) {
  const [view, setView] = useState<View>(() =>
    oauthReturn && isOAuth(oauthReturn.provider)
      ? { kind: 'oauth', provider: oauthReturn.provider, returning: true }
      : { kind: 'landing' },
  );
  const [modalPending, setModalPending] = useState(false);
  const discovery = useRef<Promise<WalletDiscovery>>(null);
  const guest = useGuestFlow(async () => (await backends.guest.whenReady()).create());
  const back = () => setView({ kind: 'landing' });

  const select = (method: LoginMethod) => {
    lastUsed?.set(method);
    switch (method) {
      case 'email':
      case 'sms':
      case 'passkey':
      case 'telegram':
        setView({ kind: method });
        return;
      case 'wallet':
        // Looked for once: the directories live as long as the page.
        discovery.current ??= backends.discoverWallets();
        setView({ kind: 'wallet', discovery: discovery.current });
        return;
      case 'farcaster':
        if ('farcaster' in backends) {
          setView({ kind: 'farcaster' });
          return;
        }
        setModalPending(true);
        void backends.providerModal.whenReady().then((port) => {
          setModalPending(false);
          port.open('farcaster');
        });
        return;
      default:
        setView({ kind: 'oauth', provider: method, returning: false });
    }
  };

  const continueAsGuest = async () => {
    if (!(await guest.create())) setView({ kind: 'guest' });
  };

  const journey = () => {
    switch (view.kind) {
      case 'email':
        return (
          <OtpJourney channel="email" backend={backends.email} allowPlus={settings.allowPlusInEmail} onBack={back} />
        );
      case 'sms':
        return <OtpJourney channel="sms" backend={backends.sms} onBack={back} />;
      case 'passkey':
        return <PasskeyJourney backend={backends.passkey} onBack={back} />;
      case 'wallet':
        return (
          <SignInWallets
            discovery={view.discovery}
            backends={backends}
            chains={settings.walletChains ?? { ethereum: true, solana: true }}
            onBack={back}
          />
        );
      case 'oauth':
        return (
          <OAuthJourney
            backend={backends.oauth}
            provider={view.provider}
            returning={view.returning}
            customProviders={settings.customProviders}
            onReturnSettled={onReturnSettled}
            onBack={back}
          />
        );
      case 'farcaster':
        return 'farcaster' in backends ? <FarcasterJourney backend={backends.farcaster} onBack={back} /> : null;
      case 'telegram':
        return <TelegramJourney backend={backends.telegram} onBack={back} />;
      case 'guest':
        return <GuestJourney backend={backends.guest} flow={guest} onBack={back} />;
      case 'landing':
        return null;
    }
  };

  if (view.kind !== 'landing') return <Suspense fallback={<JourneyLoading />}>{journey()}</Suspense>;
  const last = lastUsed?.get() ?? null;
  return (
    <LandingScreen
      methods={settings.methods}
      customProviders={settings.customProviders}
      allowGuest={settings.allowGuest}
      termsUrl={settings.termsUrl ?? undefined}
      privacyUrl={settings.privacyUrl ?? undefined}
      requireTermsAcceptance={settings.requireTerms}
      pending={guest.creating ? 'guest' : modalPending ? 'farcaster' : null}
      lastUsed={settings.methods.find((method) => method === last) ?? null}
      onSelect={select}
      onGuest={continueAsGuest}
    />
  );
}
