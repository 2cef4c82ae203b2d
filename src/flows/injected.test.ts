import { describe, expect, it, vi } from 'vitest';
import { currentChain, type Eip1193Provider, personalSign, requestAddress, watchInjectedWallets } from './injected';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const provider = (answers: Record<string, unknown>): Eip1193Provider => ({
  request: vi.fn(async ({ method }: { method: string }) => answers[method]),
});

/** A wallet as a browser extension does it: it announces itself on load and whenever asked. */
function installWallet(target: EventTarget, rdns: string, name = rdns, icon = ICON) {
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: { uuid: crypto.randomUUID(), name, icon, rdns }, provider: provider({}) }),
      }),
    );
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
}

describe('EIP-6963 discovery', () => {
  it('finds wallets installed before and after it starts, one per rdns, and notifies', () => {
    const page = new EventTarget();
    installWallet(page, 'io.metamask', 'MetaMask');
    const store = watchInjectedWallets(page);
    expect(store.getSnapshot().map((w) => w.info.name)).toEqual(['MetaMask']);

    const listener = vi.fn();
    store.subscribe(listener);
    installWallet(page, 'com.coinbase.wallet', 'Coinbase Wallet');
    expect(listener).toHaveBeenCalledTimes(1);
    store.refresh();
    expect(store.getSnapshot().map((w) => w.info.rdns)).toEqual(['io.metamask', 'com.coinbase.wallet']);
    store.stop();
  });

  it('ignores malformed announcements and drops icons that are not data: images', () => {
    const page = new EventTarget();
    const store = watchInjectedWallets(page);
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' } } }));
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }));
    installWallet(page, 'evil.tracker', 'Tracker', 'https://tracker.example/pixel.png');
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.info.icon).toBe('');
  });

  it('stops listening when stopped', () => {
    const page = new EventTarget();
    const store = watchInjectedWallets(page);
    store.stop();
    installWallet(page, 'io.metamask');
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('EIP-1193 requests', () => {
  it('reads the first account and the chain as CAIP-2', async () => {
    const wallet = provider({ eth_requestAccounts: ['0xabc', '0xdef'], eth_chainId: '0x2105' });
    await expect(requestAddress(wallet)).resolves.toBe('0xabc');
    await expect(currentChain(wallet)).resolves.toBe('eip155:8453');
  });

  it('rejects wallets that answer nothing usable', async () => {
    await expect(requestAddress(provider({ eth_requestAccounts: [] }))).rejects.toThrow('no account');
    await expect(currentChain(provider({ eth_chainId: 'nope' }))).rejects.toThrow('no chain');
    await expect(personalSign(provider({ personal_sign: 'nope' }), '0xabc', 'hi')).rejects.toThrow('no signature');
  });

  it('sends the message UTF-8 hex encoded with the address', async () => {
    const wallet = provider({ personal_sign: '0x1234' });
    await expect(personalSign(wallet, '0xabc', 'héllo')).resolves.toBe('0x1234');
    expect(wallet.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x68c3a96c6c6f', '0xabc'] });
  });
});
