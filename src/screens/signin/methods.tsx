import type { ReactNode } from 'react';
import type { Translate } from '../../copy/translate';
import { IconEmail, IconPasskey, IconPhone, IconWallet } from '../../icons/method-icons';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { ProviderMark } from '../../icons/provider-marks';
import { type CustomProvider, type LoginMethod, resolveOAuthProvider } from '../../model';

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
      return { label: t('login.method.provider', { provider: 'Farcaster' }), icon: <ProviderMark name="farcaster" /> };
    case 'telegram':
      return { label: t('login.method.provider', { provider: 'Telegram' }), icon: <ProviderMark name="telegram" /> };
    default: {
      const { name, builtIn, iconUrl } = resolveOAuthProvider(method, customProviders);
      return {
        label: t('login.method.provider', { provider: name }),
        icon: builtIn ? <ProviderMark name={builtIn} /> : <ProviderIcon name={name} src={iconUrl} />,
      };
    }
  }
}
