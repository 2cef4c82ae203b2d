import type { CrossAppTarget } from '../../flows/cross-app';
import type { CrossAppAccount, CrossAppProviderApp } from '../../model';

/** A connected provider app as the cross-app screens and flow name it (from the connections API's entry). */
export function crossAppTarget(app: CrossAppProviderApp): CrossAppTarget {
  return {
    id: app.provider_app_id,
    name: app.provider_app_name,
    iconUrl: app.provider_app_icon_url,
    readOnly: app.read_only,
  };
}

/**
 * The provider app a cross-app account comes from: its entry in the connections when it is there (name, icon,
 * read-only), else what the account itself says (the SDK's account carries only the app's id, sometimes a name).
 */
export function accountTarget(account: CrossAppAccount, apps: readonly CrossAppProviderApp[] = []): CrossAppTarget {
  const listed = apps.find((app) => app.provider_app_id === account.providerApp.id);
  if (listed) return crossAppTarget(listed);
  return {
    id: account.providerApp.id,
    name: account.providerApp.name ?? account.providerApp.id,
    iconUrl: account.providerApp.logoUrl ?? null,
  };
}

/** The wallets a cross-app account holds: its embedded wallets, then its smart wallets. */
export function crossAppWallets(account: CrossAppAccount): string[] {
  return [...account.embeddedWallets, ...account.smartWallets].map((wallet) => wallet.address);
}
