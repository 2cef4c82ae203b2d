/**
 * Wallet deep links (spec 2): a mobile wallet's in-app browser opens the page again with provider-prefixed
 * parameters saying which connector and wallet to resume with, and whether only to connect (no sign-in).
 * The SDK writes them into the link (`privy_connector` = `injected` or `solana_adapter`, `privy_wallet_client`,
 * `privy_connect_only` = `true`/`false`), reads them on return (both of the first two, or nothing), and removes
 * all three from the address bar. Pure functions over a URL, as `src/privy/oauth-return.ts` is for OAuth.
 */

/** The provider-prefixed return parameters of a wallet deep link, in the SDK's spelling. */
export const WALLET_RETURN_PARAMS = ['privy_connector', 'privy_wallet_client', 'privy_connect_only'] as const;

export interface WalletReturn {
  /** The connector to resume with: `injected` (Ethereum) or `solana_adapter` (Solana), as the SDK writes. */
  connectorType: string;
  /** The wallet app that opened the page (`metamask`, `phantom`, …). */
  walletClientType: string;
  /** Only connect the wallet: no sign-in with it. */
  connectOnly: boolean;
}

/** Whether this page load is a return from a wallet app, and with which connector and wallet. */
export function readWalletReturn(href: string): WalletReturn | null {
  const params = new URL(href).searchParams;
  const connectorType = params.get('privy_connector');
  const walletClientType = params.get('privy_wallet_client');
  if (!connectorType || !walletClientType) return null;
  return { connectorType, walletClientType, connectOnly: params.get('privy_connect_only') === 'true' };
}

/** The address without the wallet return parameters, everything else (path, other parameters, hash) kept. */
export function withoutWalletReturnParams(href: string): string {
  const url = new URL(href);
  for (const name of WALLET_RETURN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes the wallet return parameters from the address bar (no new history entry), when there are any. */
export function clearWalletReturn(win: Pick<Window, 'location' | 'history'> = window): void {
  const next = withoutWalletReturnParams(win.location.href);
  if (next !== `${win.location.pathname}${win.location.search}${win.location.hash}`) {
    win.history.replaceState(win.history.state, '', next);
  }
}
