import { lazy, type ReactNode, Suspense } from 'react';
import type { Translate } from '../../copy/translate';
import { IconEmail, IconPasskey, IconPhone, IconWallet } from '../../icons/method-icons';
import { ProviderIcon } from '../../icons/ProviderIcon';
import type { ProviderMarkName } from '../../icons/provider-marks';
import { type CustomProvider, isOAuthProvider, type LoginMethod, resolveOAuthProvider } from '../../model';

/**
 * The providers' marks are not part of the first screen's code (their paths are its heaviest part): the first mark
 * rendered fetches them, a chunk of their own. Until they come, an empty square of the same size holds their place,
 * so nothing moves when they arrive.
 */
const LazyMark = lazy(() => import('../../icons/provider-marks').then((m) => ({ default: m.ProviderMark })));

function Mark({ name }: { name: ProviderMarkName }) {
  return (
    <Suspense
      fallback={
        // `data-loading`: a picture taken now would miss the mark (the story tests wait for none to be left).
        <svg aria-hidden data-loading="" viewBox="0 0 24 24" width={24} height={24} className="sg:shrink-0" />
      }
    >
      <LazyMark name={name} />
    </Suspense>
  );
}

/** An OAuth provider, built in or the app's own (`custom:<id>`): the landing screen may show these as a row of marks. */
export const isOAuthMethod = (method: LoginMethod): boolean => isOAuthProvider(method) || method.startsWith('custom:');

/** The label and icon of a method, worded from the copy deck. */
export function describeMethod(
  method: LoginMethod,
  t: Translate,
  customProviders: readonly CustomProvider[] = [],
): { label: string; icon: ReactNode } {
  switch (method) {
    case 'email':
      return { label: t('login.method.email'), icon: <IconEmail /> };
    case 'sms':
      return { label: t('login.method.sms'), icon: <IconPhone /> };
    case 'passkey':
      return { label: t('login.method.passkey'), icon: <IconPasskey /> };
    case 'wallet':
      return { label: t('login.method.wallet'), icon: <IconWallet /> };
    case 'farcaster':
      return { label: t('login.method.provider', { provider: 'Farcaster' }), icon: <Mark name="farcaster" /> };
    case 'telegram':
      return { label: t('login.method.provider', { provider: 'Telegram' }), icon: <Mark name="telegram" /> };
    default: {
      const { name, builtIn, iconUrl } = resolveOAuthProvider(method, customProviders);
      return {
        label: t('login.method.provider', { provider: name }),
        icon: builtIn ? <Mark name={builtIn} /> : <ProviderIcon name={name} src={iconUrl} />,
      };
    }
  }
}
