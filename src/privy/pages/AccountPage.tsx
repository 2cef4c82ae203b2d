import { useMemo, useState } from 'react';
import { AccountJourney, type AccountJourneyProps } from '../../journeys/AccountJourney';
import { accountOAuthProvider, linkableTypes } from '../account-user';
import { usePrivyBackend, useSigilPrivy } from '../session';

/** This browser's wallets, found by code loaded with the wallet journey (as the sign-in page does). */
const discoverWallets = () => import('../browser-wallets').then((m) => m.browserWallets);

/**
 * The Account page: the library's account journey on the SDK's headless link, unlink and update hooks (the port is
 * filled in `sdk/account.ts`). It offers to link the app's own login methods (its dashboard settings). A link
 * with an OAuth provider leaves for it and comes back here (the SDK returns to the page it left: at
 * `SigilPrivyProvider`'s `accountPath`), where the journey shows how it went; the provider's parameters then leave
 * the address. Passkeys are unlinked through the provider's wallet frame, so the calls wait for it. `onDone` hears
 * each account linked or unlinked, for a toast.
 */
export function AccountPage({ onDone }: Pick<AccountJourneyProps, 'onDone'>) {
  const { settings, accountReturn: oauthReturn, settleAccountReturn: onReturnSettled } = useSigilPrivy();
  const backend = usePrivyBackend((port) => port.account, { walletFrame: true });
  const linkable = useMemo(() => linkableTypes(settings.methods), [settings.methods]);
  // Read once: the journey starts on the return's status screen, and the return is forgotten once settled.
  const [returning] = useState(() => {
    const provider = oauthReturn ? accountOAuthProvider(oauthReturn.provider, settings.customProviders) : null;
    return provider ? { provider } : null;
  });
  return (
    <AccountJourney
      backend={backend}
      linkable={linkable}
      customProviders={settings.customProviders}
      allowPlusInEmail={settings.allowPlusInEmail}
      discoverWallets={discoverWallets}
      walletChains={settings.walletChains}
      oauthReturn={returning}
      onReturnSettled={onReturnSettled}
      onDone={onDone}
    />
  );
}
