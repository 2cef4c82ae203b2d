import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import { CONNECTOR_INIT_TIMEOUT_MS, WALLET_RELAY } from '../rules/limits';
import type { Clock } from './clock';
import {
  createExternalWalletController,
  type ExternalWalletState,
  externalWalletOverlay,
  initialConnection,
  initialExternalWallet,
  reduceExternalWallet,
  reduceWalletConnection,
  type WalletConnectionEvent,
} from './wallet-connection';

const address = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const message = (state: ExternalWalletState) => (state.error ? en[state.error.key as keyof typeof en] : null);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(relay = false) {
  const states: ExternalWalletState[] = [];
  const ping = vi.fn();
  const flow = createExternalWalletController({ onChange: (s) => states.push(s), ping });
  flow.send({ type: 'connect', walletId: relay ? 'wallet_connect' : 'metamask', relay });
  return { flow, states, ping };
}

function connected(relay = true, chainId = 8453) {
  const run = start(relay);
  run.flow.send({ type: 'connector-ready' });
  run.flow.send({ type: 'accounts', address, chainId });
  return run;
}

describe('external wallet connection: reducer', () => {
  it('goes disconnected → connecting → switching_to_supported_chain → connected', () => {
    let state = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    expect(state.status).toBe('connecting');
    state = reduceExternalWallet(state, { type: 'accounts', address, chainId: 250 });
    expect(state).toMatchObject({ status: 'switching_to_supported_chain', address, chainId: 250 });
    state = reduceExternalWallet(state, { type: 'chain-changed', chainId: 84532 });
    expect(state).toMatchObject({ status: 'connected', chainId: 84532 });
    state = reduceExternalWallet(state, { type: 'chain-changed', chainId: 5 });
    expect(state.status).toBe('switching_to_supported_chain');
    expect(reduceExternalWallet(state, { type: 'disconnect' })).toBe(initialExternalWallet);
  });

  it('goes straight to connected on a supported chain, and ignores events out of order', () => {
    const connecting = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    expect(reduceExternalWallet(connecting, { type: 'accounts', address, chainId: 1 }).status).toBe('connected');
    expect(reduceExternalWallet(connecting, { type: 'connect', walletId: 'rainbow' })).toBe(connecting);
    expect(reduceExternalWallet(connecting, { type: 'chain-changed', chainId: 1 })).toBe(connecting);
    expect(reduceExternalWallet(connecting, { type: 'request', id: 'r1' })).toBe(connecting);
    expect(reduceExternalWallet(initialExternalWallet, { type: 'accounts', address, chainId: 1 })).toBe(
      initialExternalWallet,
    );
    expect(reduceExternalWallet(initialExternalWallet, { type: 'failed', error: new Error('x') })).toBe(
      initialExternalWallet,
    );
  });

  it('a rejection while connecting goes back to disconnected, marked rejected, without an error', () => {
    const connecting = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    const state = reduceExternalWallet(connecting, { type: 'failed', error: { code: 4001 } });
    expect(state).toMatchObject({ status: 'disconnected', rejected: true, error: null, walletId: 'metamask' });
  });

  it('a failure while connecting says "Could not connect with wallet", or the wallet’s own reason', () => {
    const connecting = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    const generic = reduceExternalWallet(connecting, { type: 'failed', error: new Error('boom') });
    expect(generic.status).toBe('disconnected');
    expect(message(generic)).toBe('Could not connect with wallet');
    const pending = reduceExternalWallet(connecting, { type: 'failed', error: { code: -32002 } });
    expect(pending.error?.id).toBe('wallet.requestPending');
  });

  it('a failed chain switch stays on the switch step with "Unrecognized chain ID …"', () => {
    let state = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    state = reduceExternalWallet(state, { type: 'accounts', address, chainId: 250 });
    state = reduceExternalWallet(state, { type: 'failed', error: { code: 4902 } });
    expect(state.status).toBe('switching_to_supported_chain');
    expect(message(state)).toBe('Unrecognized chain ID. Try adding the chain using addEthereumChain first.');
    state = reduceExternalWallet(state, { type: 'chain-changed', chainId: 1 });
    expect(state).toMatchObject({ status: 'connected', error: null });
  });

  it('a failed request keeps the connection; a rejected one is no error', () => {
    let state = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    state = reduceExternalWallet(state, { type: 'accounts', address, chainId: 1 });
    state = reduceExternalWallet(state, { type: 'request', id: 'r1' });
    const rejected = reduceExternalWallet(state, { type: 'failed', error: { code: 4001 } });
    expect(rejected).toMatchObject({ status: 'connected', pendingRequest: null, error: null });
    const failed = reduceExternalWallet(state, { type: 'failed', error: { code: 4100 } });
    expect(failed).toMatchObject({ status: 'connected', pendingRequest: null });
    expect(failed.error?.id).toBe('wallet.unauthorized');
  });

  it('settles, cancels and times out only the pending request', () => {
    let state = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'wc', relay: true });
    state = reduceExternalWallet(state, { type: 'accounts', address, chainId: 1 });
    state = reduceExternalWallet(state, { type: 'request', id: 'r1' });
    expect(externalWalletOverlay(state)).toBe('confirm-on-phone');
    expect(reduceExternalWallet(state, { type: 'request-settled', id: 'other' })).toBe(state);
    expect(reduceExternalWallet(state, { type: 'request-timeout', id: 'other' })).toBe(state);
    expect(reduceExternalWallet(state, { type: 'request-settled', id: 'r1' }).pendingRequest).toBeNull();
    expect(reduceExternalWallet(state, { type: 'cancel-request' })).toMatchObject({
      pendingRequest: null,
      error: null,
    });
    const timedOut = reduceExternalWallet(state, { type: 'request-timeout', id: 'r1' });
    expect(timedOut.pendingRequest).toBeNull();
    expect(message(timedOut)).toBe('The wallet did not answer in time. Try again.');
  });

  it('shows the overlays only for relay wallets, a lost connection first', () => {
    let state = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'metamask' });
    state = reduceExternalWallet(state, { type: 'accounts', address, chainId: 1 });
    state = reduceExternalWallet(state, { type: 'request', id: 'r1' });
    expect(externalWalletOverlay(state)).toBeNull();
    expect(reduceExternalWallet(state, { type: 'heartbeat-missed' })).toBe(state);
    let relay = reduceExternalWallet(initialExternalWallet, { type: 'connect', walletId: 'wc', relay: true });
    expect(reduceExternalWallet(relay, { type: 'heartbeat-missed' })).toBe(relay);
    relay = reduceExternalWallet(relay, { type: 'accounts', address, chainId: 1 });
    relay = reduceExternalWallet(relay, { type: 'request', id: 'r1' });
    relay = reduceExternalWallet(relay, { type: 'heartbeat-missed' });
    expect(externalWalletOverlay(relay)).toBe('connection-lost');
    expect(externalWalletOverlay(reduceExternalWallet(relay, { type: 'heartbeat' }))).toBe('confirm-on-phone');
    expect(reduceExternalWallet(relay, { type: 'reset' })).toBe(initialExternalWallet);
    expect(externalWalletOverlay(initialExternalWallet)).toBeNull();
  });
});

describe('external wallet connection: timers (spec 9)', () => {
  it('fails with "Could not connect with wallet" when the connector has not initialised after 1.5 s', () => {
    const { flow } = start();
    vi.advanceTimersByTime(CONNECTOR_INIT_TIMEOUT_MS - 1);
    expect(flow.state.status).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(flow.state.status).toBe('disconnected');
    expect(message(flow.state)).toBe('Could not connect with wallet');
  });

  it('keeps waiting for the wallet once the connector is ready in time', () => {
    const { flow } = start();
    vi.advanceTimersByTime(CONNECTOR_INIT_TIMEOUT_MS - 1);
    flow.send({ type: 'connector-ready' });
    vi.advanceTimersByTime(WALLET_RELAY.requestTimeoutMs);
    expect(flow.state).toMatchObject({ status: 'connecting', error: null });
    flow.send({ type: 'accounts', address, chainId: 10 });
    expect(flow.state.status).toBe('connected');
  });

  it('a wallet that answers with its accounts before 1.5 s needs no separate ready event', () => {
    const { flow } = start();
    flow.send({ type: 'accounts', address, chainId: 1 });
    vi.advanceTimersByTime(CONNECTOR_INIT_TIMEOUT_MS * 2);
    expect(flow.state).toMatchObject({ status: 'connected', error: null });
  });

  it('sends a relay heartbeat every 10 s while connected, and none for a browser wallet', () => {
    const relay = connected(true);
    vi.advanceTimersByTime(WALLET_RELAY.heartbeatMs - 1);
    expect(relay.ping).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(relay.ping).toHaveBeenCalledTimes(1);
    relay.flow.send({ type: 'heartbeat' });
    vi.advanceTimersByTime(WALLET_RELAY.heartbeatMs);
    expect(relay.ping).toHaveBeenCalledTimes(2);
    const browser = connected(false);
    vi.advanceTimersByTime(WALLET_RELAY.connectionLostAfterMs * 3);
    expect(browser.ping).not.toHaveBeenCalled();
    expect(browser.flow.state.connectionLost).toBe(false);
  });

  it('shows "Connection lost" 20 s after the last heartbeat, and clears it when one comes back', () => {
    const { flow } = connected(true);
    vi.advanceTimersByTime(15_000);
    flow.send({ type: 'heartbeat' });
    vi.advanceTimersByTime(WALLET_RELAY.connectionLostAfterMs - 1);
    expect(flow.state.connectionLost).toBe(false);
    vi.advanceTimersByTime(1);
    expect(flow.state.connectionLost).toBe(true);
    expect(externalWalletOverlay(flow.state)).toBe('connection-lost');
    flow.send({ type: 'heartbeat' });
    expect(externalWalletOverlay(flow.state)).toBeNull();
    vi.advanceTimersByTime(WALLET_RELAY.connectionLostAfterMs - 1);
    expect(flow.state.connectionLost).toBe(false);
    vi.advanceTimersByTime(1);
    expect(flow.state.connectionLost).toBe(true);
  });

  it('counts the 20 s from the start of the connection when no heartbeat ever comes', () => {
    const { flow } = connected(true);
    vi.advanceTimersByTime(WALLET_RELAY.connectionLostAfterMs - 1);
    expect(flow.state.connectionLost).toBe(false);
    vi.advanceTimersByTime(1);
    expect(flow.state.connectionLost).toBe(true);
  });

  it('times a waiting request out after 60 s ("Confirm on phone" closes with an error)', () => {
    const { flow } = connected(true);
    const beat = setInterval(() => flow.send({ type: 'heartbeat' }), WALLET_RELAY.heartbeatMs);
    flow.send({ type: 'request', id: 'sign-1' });
    expect(externalWalletOverlay(flow.state)).toBe('confirm-on-phone');
    vi.advanceTimersByTime(WALLET_RELAY.requestTimeoutMs - 1);
    expect(flow.state.pendingRequest).toBe('sign-1');
    vi.advanceTimersByTime(1);
    expect(flow.state.pendingRequest).toBeNull();
    expect(message(flow.state)).toBe('The wallet did not answer in time. Try again.');
    expect(externalWalletOverlay(flow.state)).toBeNull();
    clearInterval(beat);
  });

  it('a settled or cancelled request stops its time-out; the next request gets a full 60 s', () => {
    const { flow } = connected(false);
    flow.send({ type: 'request', id: 'a' });
    vi.advanceTimersByTime(30_000);
    flow.send({ type: 'request-settled', id: 'a' });
    flow.send({ type: 'request', id: 'b' });
    vi.advanceTimersByTime(WALLET_RELAY.requestTimeoutMs - 1);
    expect(flow.state).toMatchObject({ pendingRequest: 'b', error: null });
    flow.send({ type: 'cancel-request' });
    vi.advanceTimersByTime(WALLET_RELAY.requestTimeoutMs);
    expect(flow.state).toMatchObject({ pendingRequest: null, error: null });
  });

  it('"Reset connection" and dispose stop every timer', () => {
    const run = connected(true);
    run.flow.send({ type: 'request', id: 'r' });
    run.flow.send({ type: 'reset' });
    expect(run.flow.state).toBe(initialExternalWallet);
    expect(vi.getTimerCount()).toBe(0);
    const other = connected(true);
    other.flow.send({ type: 'request', id: 'r' });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    other.flow.dispose();
    expect(vi.getTimerCount()).toBe(0);
    const connecting = start();
    connecting.flow.dispose();
    vi.advanceTimersByTime(CONNECTOR_INIT_TIMEOUT_MS);
    expect(connecting.flow.state.status).toBe('connecting');
  });

  it('reports each change once, and nothing for an ignored event', () => {
    const { flow, states } = start();
    expect(states.map((s) => s.status)).toEqual(['connecting']);
    flow.send({ type: 'chain-changed', chainId: 1 });
    expect(states).toHaveLength(1);
    flow.send({ type: 'accounts', address, chainId: 250 });
    flow.send({ type: 'chain-changed', chainId: 137 });
    expect(states.map((s) => s.status)).toEqual(['connecting', 'switching_to_supported_chain', 'connected']);
  });
});

describe('external wallet connection: an injected clock', () => {
  it('schedules every timer on the clock it is given, with the section 9 delays', () => {
    const pending = new Map<number, { callback: () => void; ms: number }>();
    let next = 0;
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => {
        pending.set(++next, { callback, ms });
        return next;
      },
      clearTimeout: (handle) => pending.delete(handle as number),
    };
    const fire = (ms: number) => {
      const [handle, timer] = [...pending].find(([, t]) => t.ms === ms) ?? [];
      if (handle === undefined || !timer) throw new Error(`no timer of ${ms} ms`);
      pending.delete(handle);
      timer.callback();
    };
    const ping = vi.fn();
    const flow = createExternalWalletController({ onChange: () => {}, ping, clock });
    flow.send({ type: 'connect', walletId: 'wc', relay: true });
    expect([...pending.values()].map((t) => t.ms)).toEqual([CONNECTOR_INIT_TIMEOUT_MS]);
    flow.send({ type: 'accounts', address, chainId: 1 });
    flow.send({ type: 'request', id: 'r' });
    expect([...pending.values()].map((t) => t.ms).sort((a, b) => a - b)).toEqual([
      WALLET_RELAY.heartbeatMs,
      WALLET_RELAY.connectionLostAfterMs,
      WALLET_RELAY.requestTimeoutMs,
    ]);
    fire(WALLET_RELAY.heartbeatMs);
    expect(ping).toHaveBeenCalledOnce();
    fire(WALLET_RELAY.connectionLostAfterMs);
    expect(externalWalletOverlay(flow.state)).toBe('connection-lost');
    fire(WALLET_RELAY.requestTimeoutMs);
    expect(flow.state.error?.id).toBe('wallet.requestTimeout');
    flow.dispose();
    expect(pending.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

const connect = (events: WalletConnectionEvent[], s = initialConnection) => events.reduce(reduceWalletConnection, s);

describe('wallet connection', () => {
  it('connects straight through on a supported chain', () => {
    const s = connect([
      { type: 'connect', walletId: 'metamask' },
      { type: 'connected', address: '0xabc', chainId: 8453 },
    ]);
    expect(s).toMatchObject({ status: 'connected', chainId: 8453, address: '0xabc', walletId: 'metamask' });
  });

  it('asks to switch from an unsupported chain, then connects', () => {
    let s = connect([
      { type: 'connect', walletId: 'metamask' },
      { type: 'connected', address: '0xabc', chainId: 5 },
    ]);
    expect(s.status).toBe('switching_to_supported_chain');
    s = reduceWalletConnection(s, { type: 'chain-switched', chainId: 1 });
    expect(s.status).toBe('connected');
    // A later switch to an unsupported chain asks again.
    expect(reduceWalletConnection(s, { type: 'chain-switched', chainId: 5 }).status).toBe(
      'switching_to_supported_chain',
    );
  });

  it('a failure returns to disconnected with "Could not connect with wallet" or the wallet’s reason', () => {
    const generic = connect([
      { type: 'connect', walletId: 'walletconnect' },
      { type: 'failed', error: new Error('x') },
    ]);
    expect(generic.status).toBe('disconnected');
    expect(en[generic.error!.key]).toBe('Could not connect with wallet');
    const chain = connect([
      { type: 'connect', walletId: 'metamask' },
      { type: 'connected', address: '0xabc', chainId: 5 },
      { type: 'failed', error: { code: 4902 } },
    ]);
    expect(en[chain.error!.key]).toBe('Unrecognized chain ID. Try adding the chain using addEthereumChain first.');
    expect(reduceWalletConnection(chain, { type: 'connect', walletId: 'metamask' }).error).toBeNull();
  });

  it('ignores out-of-order events and disconnects from anywhere', () => {
    expect(reduceWalletConnection(initialConnection, { type: 'connected', address: '0x', chainId: 1 })).toBe(
      initialConnection,
    );
    expect(reduceWalletConnection(initialConnection, { type: 'failed', error: 1 })).toBe(initialConnection);
    const busy = connect([{ type: 'connect', walletId: 'a' }]);
    expect(reduceWalletConnection(busy, { type: 'connect', walletId: 'b' })).toBe(busy);
    expect(reduceWalletConnection(busy, { type: 'disconnect' })).toEqual(initialConnection);
  });
});
