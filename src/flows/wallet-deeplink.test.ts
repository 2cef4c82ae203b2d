import { describe, expect, it, vi } from 'vitest';
import {
  clearWalletReturn,
  readWalletReturn,
  WALLET_RETURN_PARAMS,
  withoutWalletReturnParams,
} from './wallet-deeplink';

const base = 'https://app.example/wallets';

describe('wallet deep-link return', () => {
  it('reads the connector, the wallet client and the connect-only flag', () => {
    expect(
      readWalletReturn(`${base}?privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=true`),
    ).toEqual({ connectorType: 'injected', walletClientType: 'metamask', connectOnly: true });
    expect(
      readWalletReturn(`${base}?privy_connector=solana_adapter&privy_wallet_client=phantom&privy_connect_only=false`),
    ).toEqual({ connectorType: 'solana_adapter', walletClientType: 'phantom', connectOnly: false });
  });

  it('treats only the exact text "true" as connect-only, as the SDK does', () => {
    for (const flag of ['', 'TRUE', '1', 'yes']) {
      const back = readWalletReturn(
        `${base}?privy_connector=injected&privy_wallet_client=rainbow&privy_connect_only=${flag}`,
      );
      expect(back?.connectOnly).toBe(false);
    }
    expect(readWalletReturn(`${base}?privy_connector=injected&privy_wallet_client=rainbow`)?.connectOnly).toBe(false);
  });

  it('is no return without both the connector and the wallet client', () => {
    expect(readWalletReturn(base)).toBeNull();
    expect(readWalletReturn(`${base}?privy_connector=injected`)).toBeNull();
    expect(readWalletReturn(`${base}?privy_wallet_client=metamask&privy_connect_only=true`)).toBeNull();
    expect(readWalletReturn(`${base}?privy_connector=&privy_wallet_client=metamask`)).toBeNull();
    expect(readWalletReturn(`${base}?connector=injected&wallet_client=metamask`)).toBeNull();
  });

  it('decodes encoded values', () => {
    expect(readWalletReturn(`${base}?privy_connector=injected&privy_wallet_client=coinbase%5Fwallet`)).toMatchObject({
      walletClientType: 'coinbase_wallet',
    });
  });

  it('removes exactly the three parameters, keeping the path, the other parameters and the hash', () => {
    expect(WALLET_RETURN_PARAMS).toEqual(['privy_connector', 'privy_wallet_client', 'privy_connect_only']);
    expect(
      withoutWalletReturnParams(
        `${base}?tab=eth&privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=true&x=1#top`,
      ),
    ).toBe('/wallets?tab=eth&x=1#top');
    expect(withoutWalletReturnParams(`${base}?privy_oauth_code=abc&privy_connector=injected`)).toBe(
      '/wallets?privy_oauth_code=abc',
    );
    expect(withoutWalletReturnParams(base)).toBe('/wallets');
  });

  it('rewrites the address bar without a new history entry, and only when there is something to remove', () => {
    const replaceState = vi.fn();
    const at = (href: string) => {
      const url = new URL(href);
      return {
        location: { href, pathname: url.pathname, search: url.search, hash: url.hash } as Location,
        history: { state: { page: 1 }, replaceState } as unknown as History,
      };
    };
    clearWalletReturn(at(`${base}?privy_connector=injected&privy_wallet_client=metamask&keep=1#h`));
    expect(replaceState).toHaveBeenCalledExactlyOnceWith({ page: 1 }, '', '/wallets?keep=1#h');
    replaceState.mockClear();
    clearWalletReturn(at(`${base}?keep=1#h`));
    expect(replaceState).not.toHaveBeenCalled();
  });
});
