import { lazy, Suspense, useRef, useState } from 'react';
import { useGuest } from '../flows';
import { type CustomProvider, isOAuthProvider, type LoginMethod } from '../model';
import { canSignInWith, type OAuthProvider, type SignInBackends, type WalletDiscovery } from '../ports';
import { LandingScreen } from '../screens';
import { JourneyLoading } from './JourneyLoading';
import type { ChosenView } from './SignInMethodJourney';

/**
 * The chosen journey is a chunk of its own (`SignInMethodJourney`), and each method's journey one more: the landing
 * screen waits for none of them, and carries none of their code.
 */
const loadChosen = () => import('./SignInMethodJourney');
const SignInMethodJourney = lazy(() => loadChosen().then((m) => ({ default: m.SignInMethodJourney })));

/** Fetches every method's journey in the background (e.g. once the first screen is up), so choosing one is instant. */
export function preloadSignInJourneys(): Promise<void> {
  return loadChosen().then((m) => m.preloadJourneys());
}

/** The app's sign-in settings, as its dashboard gives them. */
export interface SignInJourneySettings {
  /** The landing screen's methods, in order. */
  methods: readonly LoginMethod[];
  customProviders?: readonly CustomProvider[] | undefined;
  allowGuest?: boolean | undefined;
  termsUrl?: string | null | undefined;
  privacyUrl?: string | null | undefined;
  /** Sign-in waits until the terms are accepted. */
  requireTerms?: boolean | undefined;
  /** E-mail addresses may contain a '+'. */
  allowPlusInEmail?: boolean | undefined;
  /** Which wallets may sign in: Ethereum (SIWE), Solana (SIWS). Both when left out. */
  walletChains?: { ethereum: boolean; solana: boolean } | undefined;
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
  oauthReturn?: { provider: string } | null | undefined;
  /** The OAuth return has been dealt with (signed in or failed): e.g. take its parameters off the address. */
  onReturnSettled?: (() => void) | undefined;
  lastUsed?: LastUsedMemory | undefined;
  /** Signed in, by whichever method: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
}

type View = { kind: 'landing' } | ChosenView;

const isCustomProvider = (method: string): method is CustomProvider['id'] => method.startsWith('custom:');
const isOAuth = (method: string): method is OAuthProvider => isOAuthProvider(method) || isCustomProvider(method);

/**
 * The whole sign-in: the landing screen with the app's methods, then the journey the user chose, each handed
 * its port from `backends`. Back returns to the landing screen. The method chosen is remembered (`lastUsed`)
 * and marked next time. Guest access starts at once from the landing screen; only a failure opens the guest
 * journey (Try again). Farcaster runs headlessly when the backends have a Farcaster port, otherwise in the
 * provider's own modal. An OAuth return starts in the OAuth journey, exchanging the code.
 */
export function SignInJourney({
  settings,
  backends,
  oauthReturn,
  onReturnSettled,
  lastUsed,
  onDone,
}: SignInJourneyProps) {
  // The settings' methods that the host gave a backend for, in the settings' order; guest only with its backend.
  const methods = settings.methods.filter((method) => canSignInWith(backends, method));
  const allowGuest = Boolean(settings.allowGuest && backends.guest);
  const [view, setView] = useState<View>(() =>
    oauthReturn && isOAuth(oauthReturn.provider) && backends.oauth
      ? { kind: 'oauth', provider: oauthReturn.provider, returning: true }
      : { kind: 'landing' },
  );
  const [modalPending, setModalPending] = useState(false);
  const discovery = useRef<Promise<WalletDiscovery>>(null);
  const guest = useGuest(async () => {
    if (!backends.guest) throw new Error('No guest backend was given to SignInJourney.');
    return (await backends.guest.whenReady()).create();
  });
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
        if (!backends.discoverWallets) return;
        // Looked for once: the directories live as long as the page.
        discovery.current ??= backends.discoverWallets();
        setView({ kind: 'wallet', discovery: discovery.current });
        return;
      case 'farcaster':
        if (backends.farcaster) {
          setView({ kind: 'farcaster' });
          return;
        }
        if (!backends.providerModal) return;
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
    if (await guest.create()) onDone?.();
    else setView({ kind: 'guest' });
  };

  if (view.kind !== 'landing') {
    return (
      <Suspense fallback={<JourneyLoading />}>
        <SignInMethodJourney
          view={view}
          backends={backends}
          allowPlusInEmail={settings.allowPlusInEmail}
          walletChains={settings.walletChains}
          customProviders={settings.customProviders}
          guest={guest}
          onReturnSettled={onReturnSettled}
          onBack={back}
          onDone={onDone}
        />
      </Suspense>
    );
  }
  const last = lastUsed?.get() ?? null;
  return (
    <LandingScreen
      methods={methods}
      customProviders={settings.customProviders}
      allowGuest={allowGuest}
      termsUrl={settings.termsUrl ?? undefined}
      privacyUrl={settings.privacyUrl ?? undefined}
      requireTermsAcceptance={settings.requireTerms}
      pending={guest.creating ? 'guest' : modalPending ? 'farcaster' : null}
      lastUsed={methods.find((method) => method === last) ?? null}
      onSelect={select}
      onGuest={continueAsGuest}
    />
  );
}
