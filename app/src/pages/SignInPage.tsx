import type { CustomProvider, LoginMethod, OAuthProviderId } from '@sigil/ui/model';
import { isOAuthProvider } from '@sigil/ui/model';
import { LandingScreen } from '@sigil/ui/screens';
import { useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import type { SignInSettings } from '../auth/app-config';
import type { OAuthReturn } from '../auth/oauth-return';
import { GuestRetry, Lazy, OAuthSignIn, OtpSignIn, PasskeySignIn, TelegramSignIn, WalletSignIn } from './lazy';

type View =
  | { kind: 'landing' }
  | { kind: 'email' | 'sms' | 'passkey' | 'wallet' | 'telegram' }
  | { kind: 'oauth'; provider: OAuthProviderId | CustomProvider['id']; returning: boolean }
  | { kind: 'guest'; error: unknown };

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

/** Every sign-in method of the app, each wired to the SDK's headless hooks through the auth port. */
export function SignInPage({ settings, oauthReturn }: { settings: SignInSettings; oauthReturn: OAuthReturn | null }) {
  const { whenReady, whenWalletFrameReady } = useAuth();
  const initial: View =
    oauthReturn && (isOAuthProvider(oauthReturn.provider) || isCustomProvider(oauthReturn.provider))
      ? { kind: 'oauth', provider: oauthReturn.provider, returning: true }
      : { kind: 'landing' };
  const [view, setView] = useState<View>(initial);
  const [pending, setPending] = useState<'guest' | 'farcaster' | null>(null);
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
        // The SDK signs in with Farcaster on the web only through its own modal (README: headless coverage).
        setPending('farcaster');
        void whenReady().then((ready) => {
          setPending(null);
          ready.providerModal('farcaster');
        });
        return;
      default:
        setView({ kind: 'oauth', provider: method, returning: false });
    }
  };

  const continueAsGuest = async () => {
    setPending('guest');
    try {
      await (await whenWalletFrameReady()).guest.create();
    } catch (error) {
      setView({ kind: 'guest', error });
    } finally {
      setPending(null);
    }
  };

  switch (view.kind) {
    case 'email':
    case 'sms':
      return (
        <Lazy>
          <OtpSignIn channel={view.kind} allowPlus={settings.allowPlusInEmail} onBack={back} />
        </Lazy>
      );
    case 'passkey':
      return (
        <Lazy>
          <PasskeySignIn onBack={back} />
        </Lazy>
      );
    case 'wallet':
      return (
        <Lazy>
          <WalletSignIn chains={settings.walletChains} onBack={back} />
        </Lazy>
      );
    case 'oauth':
      return (
        <Lazy>
          <OAuthSignIn
            provider={view.provider}
            returning={view.returning}
            customProviders={settings.customProviders}
            onBack={back}
          />
        </Lazy>
      );
    case 'telegram':
      return (
        <Lazy>
          <TelegramSignIn onBack={back} />
        </Lazy>
      );
    case 'guest':
      return (
        <Lazy>
          <GuestRetry creating={pending === 'guest'} error={view.error} onContinue={continueAsGuest} onBack={back} />
        </Lazy>
      );
    case 'landing':
      return (
        <LandingScreen
          methods={settings.methods}
          customProviders={settings.customProviders}
          allowGuest={settings.allowGuest}
          termsUrl={settings.termsUrl ?? undefined}
          privacyUrl={settings.privacyUrl ?? undefined}
          requireTermsAcceptance={settings.requireTerms}
          pending={pending}
          lastUsed={rememberedMethod(settings.methods)}
          onSelect={select}
          onGuest={continueAsGuest}
        />
      );
  }
}
