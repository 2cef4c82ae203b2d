import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import { isSupportedChainId } from '../model';
import { CONNECTOR_INIT_TIMEOUT_MS, WALLET_RELAY } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * An external wallet's connection over time (spec 4 and 9): disconnected → connecting →
 * switching_to_supported_chain → connected, with the timers of section 9:
 * - the connector must initialise within 1.5 s of `connect`, else "Could not connect with wallet";
 * - over the wallet relay (WalletConnect v2, a wallet on a phone) a heartbeat is sent every 10 s, and the
 *   connection counts as lost after 20 s without one ("Connection lost", with "Reset connection"); a heartbeat
 *   that comes back later restores it;
 * - a request waiting in the wallet ("Confirm on phone", with "Cancel transaction") times out after 60 s.
 *
 * `reduceExternalWallet` is pure (every timer is an event); `createExternalWalletController` runs the timers
 * with an injected clock and feeds their events back to it.
 */

/**
 * Wallet connection as the sign-in sees it, without timers: disconnected → connecting →
 * switching_to_supported_chain → connected. A wallet on an unsupported chain is asked to switch first; a failed
 * connection returns to disconnected with "Could not connect with wallet" (or the wallet's own reason when it gives
 * one). The same states as `reduceExternalWallet` below, which adds the relay's timers and overlays for wallets on a
 * phone; the sign-in journey moves onto it when it connects wallets over the relay.
 */
export type WalletConnectionStatus = 'disconnected' | 'connecting' | 'switching_to_supported_chain' | 'connected';

export interface WalletConnection {
  status: WalletConnectionStatus;
  walletId: string | null;
  address: string | null;
  chainId: number | null;
  error: ErrorEntry | null;
}

export type WalletConnectionEvent =
  | { type: 'connect'; walletId: string }
  | { type: 'connected'; address: string; chainId: number }
  | { type: 'chain-switched'; chainId: number }
  | { type: 'failed'; error: unknown }
  | { type: 'disconnect' };

export const initialConnection: WalletConnection = {
  status: 'disconnected',
  walletId: null,
  address: null,
  chainId: null,
  error: null,
};

export function reduceWalletConnection(state: WalletConnection, event: WalletConnectionEvent): WalletConnection {
  switch (event.type) {
    case 'connect':
      if (state.status !== 'disconnected') return state;
      return { ...initialConnection, status: 'connecting', walletId: event.walletId };
    case 'connected':
      if (state.status !== 'connecting') return state;
      return {
        ...state,
        address: event.address,
        chainId: event.chainId,
        status: isSupportedChainId(event.chainId) ? 'connected' : 'switching_to_supported_chain',
      };
    case 'chain-switched':
      if (state.status !== 'switching_to_supported_chain' && state.status !== 'connected') return state;
      return {
        ...state,
        chainId: event.chainId,
        status: isSupportedChainId(event.chainId) ? 'connected' : 'switching_to_supported_chain',
      };
    case 'failed': {
      if (state.status === 'disconnected') return state;
      const entry = messageFor(event.error, 'wallet');
      // Without a specific reason, say what the spec says: "Could not connect with wallet".
      const error = entry.id === 'generic' ? messageFor({ code: 'generic_connect_wallet_error' }) : entry;
      return { ...initialConnection, walletId: state.walletId, error };
    }
    case 'disconnect':
      return initialConnection;
  }
}

/** What the wallet overlays show above a connected wallet; null when nothing is in the way. */
export type ExternalWalletOverlay = 'confirm-on-phone' | 'connection-lost' | null;

export interface ExternalWalletState {
  status: WalletConnectionStatus;
  /** The wallet being connected (its id in the wallet list). */
  walletId: string | null;
  /** Whether the wallet talks over the relay (a phone), which has heartbeats and the phone overlays. */
  relay: boolean;
  /** 'connecting' only: the connector has initialised and the wallet is asked for its accounts. */
  connectorReady: boolean;
  address: string | null;
  chainId: number | null;
  /** A request (signature, transaction) waiting for the user in the wallet. */
  pendingRequest: string | null;
  /** The relay missed its heartbeats: "Connection lost". */
  connectionLost: boolean;
  /** The user declined the connection in the wallet: said plainly, not as an error. */
  rejected: boolean;
  error: ErrorEntry | null;
}

export type ExternalWalletEvent =
  | { type: 'connect'; walletId: string; relay?: boolean | undefined }
  | { type: 'connector-ready' }
  | { type: 'connector-init-timeout' }
  | { type: 'accounts'; address: string; chainId: number }
  | { type: 'chain-changed'; chainId: number }
  | { type: 'heartbeat' }
  | { type: 'heartbeat-missed' }
  | { type: 'request'; id: string }
  | { type: 'request-settled'; id: string }
  | { type: 'request-timeout'; id: string }
  | { type: 'cancel-request' }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' }
  | { type: 'disconnect' };

export const initialExternalWallet: ExternalWalletState = {
  status: 'disconnected',
  walletId: null,
  relay: false,
  connectorReady: false,
  address: null,
  chainId: null,
  pendingRequest: null,
  connectionLost: false,
  rejected: false,
  error: null,
};

/** The overlay to show: a lost connection before a waiting request (nothing reaches the phone while lost). */
export function externalWalletOverlay(state: ExternalWalletState): ExternalWalletOverlay {
  if (state.status === 'disconnected' || !state.relay) return null;
  if (state.connectionLost) return 'connection-lost';
  return state.pendingRequest ? 'confirm-on-phone' : null;
}

/**
 * The person declined in their wallet (EIP-1193 4001, ethers' ACTION_REJECTED), however deep the wallet or a library
 * wrapped it: a decision, said plainly, never shown as an error.
 */
export function isUserRejection(error: unknown): boolean {
  if (messageFor(error, 'wallet').id === 'wallet.userRejected') return true;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 4001 || code === 'ACTION_REJECTED') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const onChain = (chainId: number): WalletConnectionStatus =>
  isSupportedChainId(chainId) ? 'connected' : 'switching_to_supported_chain';

const CONNECT_FAILED = errorEntry('wallet.connectFailed');

export function reduceExternalWallet(state: ExternalWalletState, event: ExternalWalletEvent): ExternalWalletState {
  const { status } = state;
  switch (event.type) {
    case 'connect':
      if (status !== 'disconnected') return state;
      return { ...initialExternalWallet, status: 'connecting', walletId: event.walletId, relay: event.relay ?? false };
    case 'connector-ready':
      return status === 'connecting' ? { ...state, connectorReady: true } : state;
    case 'connector-init-timeout':
      if (status !== 'connecting' || state.connectorReady) return state;
      return { ...initialExternalWallet, walletId: state.walletId, error: CONNECT_FAILED };
    case 'accounts':
      if (status !== 'connecting') return state;
      return {
        ...state,
        connectorReady: true,
        address: event.address,
        chainId: event.chainId,
        status: onChain(event.chainId),
      };
    case 'chain-changed':
      if (status !== 'switching_to_supported_chain' && status !== 'connected') return state;
      return { ...state, chainId: event.chainId, status: onChain(event.chainId), error: null };
    case 'heartbeat':
      return state.connectionLost ? { ...state, connectionLost: false } : state;
    case 'heartbeat-missed':
      if (status === 'disconnected' || status === 'connecting' || !state.relay) return state;
      return { ...state, connectionLost: true };
    case 'request':
      if (status !== 'connected') return state;
      return { ...state, pendingRequest: event.id, error: null };
    case 'request-settled':
      return state.pendingRequest === event.id ? { ...state, pendingRequest: null } : state;
    case 'request-timeout':
      if (state.pendingRequest !== event.id) return state;
      return { ...state, pendingRequest: null, error: errorEntry('wallet.requestTimeout') };
    case 'cancel-request':
      return state.pendingRequest ? { ...state, pendingRequest: null } : state;
    case 'failed': {
      if (status === 'disconnected') return state;
      if (status === 'connected') {
        // A request failed; the connection stays. A rejection is the user's decision, not an error.
        const error = isUserRejection(event.error) ? null : messageFor(event.error, 'wallet');
        return { ...state, pendingRequest: null, error };
      }
      if (isUserRejection(event.error)) return { ...initialExternalWallet, walletId: state.walletId, rejected: true };
      const entry = messageFor(event.error, 'wallet');
      // Without a specific reason, say what the spec says: "Could not connect with wallet".
      const error = entry.id === 'generic' ? CONNECT_FAILED : entry;
      if (status === 'switching_to_supported_chain') return { ...state, error };
      return { ...initialExternalWallet, walletId: state.walletId, error };
    }
    case 'reset':
    case 'disconnect':
      return initialExternalWallet;
  }
}

export interface ExternalWalletConnectionOptions {
  onChange: (state: ExternalWalletState) => void;
  /** Sends the relay's heartbeat (a ping to the wallet); its answer is reported with `heartbeat()`. */
  ping?: (() => void) | undefined;
  clock?: Clock | undefined;
}

export interface ExternalWalletConnection {
  readonly state: ExternalWalletState;
  /** Feed an event from the wallet or the user; the controller keeps the timers in step. */
  send: (event: ExternalWalletEvent) => void;
  /** Stops every timer (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceExternalWallet` with the section 9 timers: connector initialisation (1.5 s), relay heartbeats
 * (sent every 10 s, lost after 20 s without one), and the request time-out (60 s).
 */
export function createExternalWalletController({
  onChange,
  ping,
  clock = systemClock,
}: ExternalWalletConnectionOptions): ExternalWalletConnection {
  let state = initialExternalWallet;
  let initTimer: unknown = null;
  let pingTimer: unknown = null;
  let lostTimer: unknown = null;
  let requestTimer: unknown = null;

  const clear = (handle: unknown) => {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  };

  const schedulePing = () => {
    pingTimer = clear(pingTimer);
    pingTimer = clock.setTimeout(() => {
      pingTimer = null;
      ping?.();
      schedulePing();
    }, WALLET_RELAY.heartbeatMs);
  };

  const armLost = () => {
    lostTimer = clear(lostTimer);
    lostTimer = clock.setTimeout(() => {
      lostTimer = null;
      send({ type: 'heartbeat-missed' });
    }, WALLET_RELAY.connectionLostAfterMs);
  };

  /** Brings the timers in line with the state after each event. */
  const sync = (previous: ExternalWalletState, event: ExternalWalletEvent) => {
    if (state.status === 'connecting' && !state.connectorReady) {
      if (previous.status !== 'connecting') {
        initTimer = clock.setTimeout(() => {
          initTimer = null;
          send({ type: 'connector-init-timeout' });
        }, CONNECTOR_INIT_TIMEOUT_MS);
      }
    } else {
      initTimer = clear(initTimer);
    }

    const watching = state.relay && (state.status === 'connected' || state.status === 'switching_to_supported_chain');
    if (!watching) {
      pingTimer = clear(pingTimer);
      lostTimer = clear(lostTimer);
    } else {
      const wasWatching =
        previous.relay && (previous.status === 'connected' || previous.status === 'switching_to_supported_chain');
      if (!wasWatching) schedulePing();
      // A heartbeat (or the start of watching) re-arms "connection lost"; once lost it stays until one comes.
      if (!wasWatching || event.type === 'heartbeat') armLost();
    }

    if (state.pendingRequest !== previous.pendingRequest) {
      requestTimer = clear(requestTimer);
      const id = state.pendingRequest;
      if (id !== null) {
        requestTimer = clock.setTimeout(() => {
          requestTimer = null;
          send({ type: 'request-timeout', id });
        }, WALLET_RELAY.requestTimeoutMs);
      }
    }
  };

  function send(event: ExternalWalletEvent) {
    const previous = state;
    state = reduceExternalWallet(state, event);
    sync(previous, event);
    if (state !== previous) onChange(state);
  }

  return {
    get state() {
      return state;
    },
    send,
    dispose: () => {
      initTimer = clear(initTimer);
      pingTimer = clear(pingTimer);
      lostTimer = clear(lostTimer);
      requestTimer = clear(requestTimer);
    },
  };
}

export interface ExternalWalletFlow {
  state: ExternalWalletState;
  /** The overlay the state calls for ("Confirm on phone", "Connection lost"), or none. */
  overlay: ExternalWalletOverlay;
  /** Feeds an event from the wallet or the user to the controller. */
  send: (event: ExternalWalletEvent) => void;
}

/**
 * An external wallet's connection in a component: `createExternalWalletController` on `useController`, made on the
 * first event, its timers stopped on unmount; `ping` is the caller's latest (the relay's heartbeat).
 */
export function useExternalWallet({
  ping,
  clock,
}: Omit<ExternalWalletConnectionOptions, 'onChange'> = {}): ExternalWalletFlow {
  const latestPing = useLatest(ping);
  const [state, controller] = useController(
    (onChange: (next: ExternalWalletState) => void) =>
      createExternalWalletController({ onChange, ping: () => latestPing.current?.(), clock }),
    initialExternalWallet,
  );
  return { state, overlay: externalWalletOverlay(state), send: (event) => controller().send(event) };
}
