/**
 * Browser wallets announced through EIP-6963 ("Multi Injected Provider Discovery"). Each installed wallet
 * answers `eip6963:requestProvider` with an `eip6963:announceProvider` event carrying its info and its
 * EIP-1193 provider; no wallet overwrites another, unlike `window.ethereum`.
 */

/** The part of EIP-1193 a sign-in needs. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object | undefined }): Promise<unknown>;
}

export interface Eip6963ProviderInfo {
  /** A UUIDv4 unique to this page load. */
  uuid: string;
  name: string;
  /** A data: URI of the wallet's icon. */
  icon: string;
  /** Reverse-DNS id, stable across loads, e.g. `io.metamask`. */
  rdns: string;
}

export interface InjectedWallet {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

interface AnnounceEvent extends Event {
  detail?:
    | { info?: Partial<Eip6963ProviderInfo> | undefined; provider?: Partial<Eip1193Provider> | undefined }
    | undefined;
}

function isAnnouncement(detail: AnnounceEvent['detail']): detail is InjectedWallet {
  const info = detail?.info;
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    typeof info.icon === 'string' &&
    typeof detail?.provider?.request === 'function'
  );
}

/** Only data: images may come from a wallet's announcement (a remote URL would track the user). */
const safeIcon = (icon: string) => (/^data:image\/(png|svg\+xml|webp|jpeg|gif);/.test(icon) ? icon : '');

export interface InjectedWalletStore {
  /** For `useSyncExternalStore`: the wallets announced so far, in order of arrival, one per rdns. */
  getSnapshot: () => readonly InjectedWallet[];
  subscribe: (listener: () => void) => () => void;
  /** Asks every wallet to announce itself again (e.g. after one was installed). */
  refresh: () => void;
  stop: () => void;
}

/** Starts listening for EIP-6963 announcements on `target` (the window) and asks wallets to announce. */
export function watchInjectedWallets(target: EventTarget = window): InjectedWalletStore {
  let wallets: readonly InjectedWallet[] = [];
  const listeners = new Set<() => void>();
  const onAnnounce = (event: Event) => {
    const detail = (event as AnnounceEvent).detail;
    if (!isAnnouncement(detail)) return;
    const wallet = { info: { ...detail.info, icon: safeIcon(detail.info.icon) }, provider: detail.provider };
    const others = wallets.filter((w) => w.info.rdns !== wallet.info.rdns);
    wallets = [...others, wallet];
    for (const listener of listeners) listener();
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  const refresh = () => target.dispatchEvent(new Event('eip6963:requestProvider'));
  refresh();
  return {
    getSnapshot: () => wallets,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  };
}

/** Asks the wallet for its accounts (the wallet shows its own approval); returns the first address. */
export async function requestAddress(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string') throw new Error('The wallet returned no account.');
  return first;
}

/** The wallet's current chain as a CAIP-2 id (`eip155:<n>`). */
export async function currentChain(provider: Eip1193Provider): Promise<`eip155:${number}`> {
  const hex = await provider.request({ method: 'eth_chainId' });
  const id = typeof hex === 'string' ? Number.parseInt(hex, 16) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('The wallet reported no chain.');
  return `eip155:${id}`;
}

/** EIP-191 `personal_sign` of a UTF-8 message, the signature a SIWE message needs. */
export async function personalSign(provider: Eip1193Provider, address: string, message: string): Promise<string> {
  const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const signature = await provider.request({ method: 'personal_sign', params: [hex, address] });
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature)) {
    throw new Error('The wallet returned no signature.');
  }
  return signature;
}
