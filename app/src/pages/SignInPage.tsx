import { useGuestFlow } from '@sigil/ui/flows';
import type { CustomProvider, LoginMethod, OAuthProviderId } from '@sigil/ui/model';
import { isOAuthProvider } from '@sigil/ui/model';
import { LandingScreen } from '@sigil/ui/screens';
import { useState } from 'react';
import { useAuth, useBackend } from '../auth/AuthProvider';
import type { SignInSettings } from '../auth/app-config';
import { clearOAuthReturn, type OAuthReturn } from '../auth/oauth-return';
import { GuestJourney, Lazy, OAuthJourney, OtpJourney, PasskeyJourney, TelegramJourney, WalletSignIn } from './lazy';

type View =
  | { kind: 'landing' }
  | { kind: 'email' | 'sms' | 'passkey' | 'wallet' | 'telegram' | 'guest' }
  | { kind: 'oauth'; provider: OAuthProviderId | CustomProvider['id']; returning: boolean };

const LAST_USED = 'sigil:last-login-method';

function rememberedMethod(methods: readonly LoginMethod[]): LoginMethod | null {
  try {
    const last = localStorage.getItem(LAST_USED);
    return methods.find((m) => m === last) ?? null;
  } catch {
    return null;
  }
}

const isCustomProvider = (method: string): method is CustomProvider['id'] => method.startsWith('custom:');

/**
 * The sign-in page: the landing screen, then the journey the user chose (from `@sigil/ui/journeys`, loaded
 * lazily), handed its port from the SDK. Farcaster opens the provider's own modal: the SDK has no headless
 * Farcaster sign-in on the web (README: headless coverage).
 */
export function SignInPage({ settings, oauthReturn }: { settings: SignInSettings; oauthReturn: OAuthReturn | null }) {
  const { whenReady } = useAuth();
  const email = useBackend((port) => port.email);
  const sms = useBackend((port) => port.sms);
  const passkey = useBackend((port) => port.passkey);
  const siwe = useBackend((port) => port.siwe);
  const siws = useBackend((port) => port.siws);
  const oauth = useBackend((port) => port.oauth);
  const telegram = useBackend((port) => port.telegram);
  const guestBackend = useBackend((port) => port.guest, { walletFrame: true });
  const guest = useGuestFlow(async () => (await guestBackend.whenReady()).create());

  const initial: View =
    oauthReturn && (isOAuthProvider(oauthReturn.provider) || isCustomProvider(oauthReturn.provider))
      ? { kind: 'oauth', provider: oauthReturn.provider, returning: true }
      : { kind: 'landing' };
  const [view, setView] = useState<View>(initial);
  const [farcasterPending, setFarcasterPending] = useState(false);
  const back = () => setView({ kind: 'landing' });

  const select = (method: LoginMethod) => {
    try {
      localStorage.setItem(LAST_USED, method);
    } catch {
      // Not remembering is fine.
    }
    switch (method) {
      case 'email':
      case 'sms':
      case 'passkey':
      case 'wallet':
      case 'telegram':
        setView({ kind: method });
        return;
      case 'farcaster':
        setFarcasterPending(true);
        void whenReady().then((ready) => {
          setFarcasterPending(false);
          ready.providerModal('farcaster');
        });
        return;
      default:
        setView({ kind: 'oauth', provider: method, returning: false });
    }
  };

  // Guest access starts at once from the landing screen; only a failure shows the guest journey (Try again).
  const continueAsGuest = async () => {
    if (!(await guest.create())) setView({ kind: 'guest' });
  };

  const journey = () => {
    switch (view.kind) {
      case 'email':
        return <OtpJourney channel="email" backend={email} allowPlus={settings.allowPlusInEmail} onBack={back} />;
      case 'sms':
        return <OtpJourney channel="sms" backend={sms} onBack={back} />;
      case 'passkey':
        return <PasskeyJourney backend={passkey} onBack={back} />;
      case 'wallet':
        return <WalletSignIn chains={settings.walletChains} siwe={siwe} siws={siws} onBack={back} />;
      case 'oauth':
        return (
          <OAuthJourney
            backend={oauth}
            provider={view.provider}
            returning={view.returning}
            customProviders={settings.customProviders}
            onReturnSettled={clearOAuthReturn}
            onBack={back}
          />
        );
      case 'telegram':
        return <TelegramJourney backend={telegram} onBack={back} />;
      case 'guest':
        return <GuestJourney backend={guestBackend} flow={guest} onBack={back} />;
      case 'landing':
        return null;
    }
  };

  if (view.kind !== 'landing') return <Lazy>{journey()}</Lazy>;
  return (
    <LandingScreen
      methods={settings.methods}
      customProviders={settings.customProviders}
      allowGuest={settings.allowGuest}
      termsUrl={settings.termsUrl ?? undefined}
      privacyUrl={settings.privacyUrl ?? undefined}
      requireTermsAcceptance={settings.requireTerms}
      pending={guest.creating ? 'guest' : farcasterPending ? 'farcaster' : null}
      lastUsed={rememberedMethod(settings.methods)}
      onSelect={select}
      onGuest={continueAsGuest}
    />
  );
}
