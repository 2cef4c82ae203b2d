import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../copy/locales/en';
import {
  checkFundingAmount,
  checkOnrampUrl,
  createFundingController,
  cryptoForUsd,
  FUNDING_AMOUNT,
  FUNDING_WAIT,
  type FundingSessionOptions,
  type FundingState,
  type FundingWindow,
  ONRAMP_CADENCE,
  type OnrampProvider,
  type OnrampSession,
  type OnrampStatus,
} from '.';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A window as the browser gives one: it records where it was sent, and can be closed by the person. */
function fakeWindow() {
  const visited: string[] = [];
  const win = {
    closed: false,
    opener: { sentinel: 'the page' } as unknown,
    visited,
    location: {
      get href() {
        return visited.at(-1) ?? 'about:blank';
      },
      set href(url: string) {
        visited.push(url);
      },
    },
    close: vi.fn(() => {
      win.closed = true;
    }),
  };
  return win satisfies FundingWindow;
}
type FakeWindow = ReturnType<typeof fakeWindow>;

const signed: OnrampSession = { url: 'https://buy.moonpay.com/?apiKey=pk&signature=abc', id: 'ext-1' };

function setup(
  overrides: Partial<FundingSessionOptions> & {
    answers?: (OnrampStatus | Error)[];
    blocked?: number;
  } = {},
) {
  const states: FundingState[] = [];
  const windows: FakeWindow[] = [];
  let blocked = overrides.blocked ?? 0;
  const answers = [...(overrides.answers ?? [])];
  const status = vi.fn(async (_provider: OnrampProvider, _id: string): Promise<OnrampStatus> => {
    const next = answers.shift() ?? { status: 'pending' };
    if (next instanceof Error) throw next;
    return next;
  });
  const sign = vi.fn(async (_provider: OnrampProvider) => signed);
  const session = createFundingController({
    sign,
    status,
    onChange: (state) => states.push(state),
    openWindow: () => {
      if (blocked > 0) {
        blocked--;
        return null;
      }
      const w = fakeWindow();
      windows.push(w);
      return w;
    },
    ...overrides,
  });
  const last = () => states.at(-1);
  return { session, states, windows, status, sign, last };
}

describe('opening the on-ramp', () => {
  it('opens a blank window from the click, cuts its opener, then sends it to the signed https URL', async () => {
    const { session, windows, sign, last } = setup();
    session.start('moonpay');
    // The window exists before the backend has answered: it was opened inside the click.
    expect(windows).toHaveLength(1);
    expect(windows[0]?.opener).toBeNull();
    expect(windows[0]?.visited).toEqual([]);
    expect(last()).toEqual({ status: 'opening', provider: 'moonpay' });
    expect(sign).toHaveBeenCalledWith('moonpay');
    await vi.advanceTimersByTimeAsync(0);
    expect(windows[0]?.visited).toEqual([signed.url]);
    expect(last()).toEqual({
      status: 'waiting',
      provider: 'moonpay',
      id: 'ext-1',
      popupClosed: false,
      onTheWay: false,
    });
  });

  it('reports a blocked window, and a retry from the next click opens it', async () => {
    const { session, sign, windows, last } = setup({ blocked: 1 });
    session.start('coinbase');
    expect(last()).toEqual({ status: 'popup-blocked', provider: 'coinbase' });
    expect(sign).not.toHaveBeenCalled();
    session.start('coinbase');
    expect(windows).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.status).toBe('waiting');
  });

  it('refuses any URL that is not https, closes the window and never navigates it', async () => {
    for (const url of [
      'http://127.0.0.1:8787/_emulator/onramp/moonpay',
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'not a url',
    ]) {
      const { session, windows, last, status } = setup({ sign: async () => ({ url, id: 'x' }) });
      session.start('moonpay');
      await vi.advanceTimersByTimeAsync(0);
      expect(last()).toEqual({ status: 'failed', provider: 'moonpay', reason: 'insecure-url', error: null });
      expect(windows[0]?.visited).toEqual([]);
      expect(windows[0]?.close).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(status).not.toHaveBeenCalled();
    }
  });

  it('opens an http URL only when the host runs on the emulator', async () => {
    const url = 'http://127.0.0.1:8787/_emulator/onramp/moonpay?signature=x';
    const { session, windows, last } = setup({ sign: async () => ({ url, id: 'x' }), allowHttp: true });
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.status).toBe('waiting');
    expect(windows[0]?.visited).toEqual([url]);
    expect(checkOnrampUrl('javascript:alert(1)', { allowHttp: true })).toBeNull();
    // Even on the emulator, plain http only reaches this machine.
    expect(checkOnrampUrl('http://onramp.example/buy', { allowHttp: true })).toBeNull();
    expect(checkOnrampUrl('http://127.0.0.1.example/buy', { allowHttp: true })).toBeNull();
    expect(checkOnrampUrl('http://localhost:8787/_emulator/onramp/coinbase', { allowHttp: true })).not.toBeNull();
    expect(checkOnrampUrl('http://[::1]:8787/x', { allowHttp: true })).not.toBeNull();
    expect(checkOnrampUrl('ftp://example.com/', { allowHttp: true })).toBeNull();
    expect(checkOnrampUrl('https://pay.coinbase.com/buy')?.href).toBe('https://pay.coinbase.com/buy');
  });

  it('says the backend’s error in the catalogue’s words, and closes the blank window', async () => {
    const { session, windows, last } = setup({
      sign: async () => {
        throw { privyErrorCode: 'too_many_requests' };
      },
    });
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(0);
    const state = last();
    expect(state?.status === 'failed' && state.reason).toBe('error');
    expect(state?.status === 'failed' && state.error && en[state.error.key]).toBe(
      'Too many requests. Please wait before trying again.',
    );
    expect(windows[0]?.close).toHaveBeenCalledOnce();
  });

  it('counts a window closed while the URL was being signed as cancelled, without navigating it', async () => {
    let release: (session: OnrampSession) => void = () => {};
    const { session, windows, last } = setup({ sign: () => new Promise((resolve) => (release = resolve)) });
    session.start('moonpay');
    windows[0]!.closed = true;
    release(signed);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: 'cancelled', provider: 'moonpay' });
    expect(windows[0]?.visited).toEqual([]);
  });
});

describe('waiting for the purchase', () => {
  it('asks MoonPay first after 8 s, then every 3 s, and ends on completion with the transaction hash', async () => {
    const { session, status, last } = setup({
      answers: [{ status: 'pending' }, { status: 'pending' }, { status: 'completed', txHash: '0xabc' }],
    });
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.firstPollMs - 1);
    expect(status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith('moonpay', 'ext-1');
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.pollEveryMs - 1);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.pollEveryMs);
    expect(last()).toEqual({ status: 'completed', provider: 'moonpay', id: 'ext-1', txHash: '0xabc' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('asks Coinbase first after 5 s, then every 1.5 s', async () => {
    const { session, status } = setup();
    session.start('coinbase');
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.coinbase.firstPollMs - 1);
    expect(status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.coinbase.pollEveryMs * 4);
    expect(status).toHaveBeenCalledTimes(5);
    session.dispose();
  });

  it('ends in failure when the on-ramp fails the purchase', async () => {
    const { session, last } = setup({ answers: [{ status: 'pending' }, { status: 'failed' }] });
    session.start('coinbase');
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.coinbase.firstPollMs + ONRAMP_CADENCE.coinbase.pollEveryMs);
    expect(last()).toEqual({ status: 'failed', provider: 'coinbase', reason: 'declined', error: null });
  });

  it('gives up after three failed checks in a row; a good answer in between starts the count again', async () => {
    const boom = new Error('offline');
    const { session, status, last } = setup({
      answers: [boom, boom, { status: 'pending' }, boom, boom, boom, { status: 'completed' }],
    });
    session.start('moonpay');
    const { firstPollMs, pollEveryMs } = ONRAMP_CADENCE.moonpay;
    await vi.advanceTimersByTimeAsync(firstPollMs + pollEveryMs * 4);
    expect(status).toHaveBeenCalledTimes(5);
    expect(last()?.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(pollEveryMs);
    expect(last()).toEqual({ status: 'failed', provider: 'moonpay', reason: 'status-unavailable', error: null });
    await vi.advanceTimersByTimeAsync(pollEveryMs * 5);
    expect(status).toHaveBeenCalledTimes(6);
  });

  it('after the window is closed, checks three more times, then counts the purchase as cancelled', async () => {
    const { session, status, windows, last } = setup();
    session.start('coinbase');
    const { firstPollMs, pollEveryMs } = ONRAMP_CADENCE.coinbase;
    await vi.advanceTimersByTimeAsync(firstPollMs);
    expect(status).toHaveBeenCalledTimes(1);
    windows[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(pollEveryMs);
    expect(last()).toMatchObject({ status: 'waiting', popupClosed: true });
    await vi.advanceTimersByTimeAsync(pollEveryMs * (FUNDING_WAIT.pollsAfterClose - 1) - 1);
    expect(last()?.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveBeenCalledTimes(1 + FUNDING_WAIT.pollsAfterClose);
    expect(last()).toEqual({ status: 'cancelled', provider: 'coinbase' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status).toHaveBeenCalledTimes(1 + FUNDING_WAIT.pollsAfterClose);
  });

  it('a purchase that completes in the checks after the window closed is still a success', async () => {
    const { session, windows, last } = setup({
      answers: [{ status: 'pending' }, { status: 'completed', txHash: '0x1' }],
    });
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(0);
    windows[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.firstPollMs);
    expect(last()).toMatchObject({ status: 'waiting', popupClosed: true });
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.pollEveryMs);
    expect(last()).toMatchObject({ status: 'completed', txHash: '0x1' });
  });

  it('adds the “on the way” note after 30 s of waiting, and not before', async () => {
    const { session, last } = setup();
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(FUNDING_WAIT.onTheWayAfterMs - 1);
    expect(last()).toMatchObject({ status: 'waiting', onTheWay: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toMatchObject({ status: 'waiting', onTheWay: true });
    session.dispose();
  });

  it('cancel closes the window, stops checking and says cancelled; a new start begins afresh', async () => {
    const { session, status, windows, last } = setup();
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.firstPollMs);
    session.cancel();
    expect(windows[0]?.close).toHaveBeenCalledOnce();
    expect(last()).toEqual({ status: 'cancelled', provider: 'moonpay' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ status: 'cancelled', provider: 'moonpay' });
    session.start('coinbase');
    await vi.advanceTimersByTimeAsync(0);
    expect(windows).toHaveLength(2);
    expect(last()).toMatchObject({ status: 'waiting', provider: 'coinbase' });
  });

  it('reads no answer that arrives after a cancel', async () => {
    let answer: (status: OnrampStatus) => void = () => {};
    const { session, last } = setup({ status: () => new Promise((resolve) => (answer = resolve)) });
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(ONRAMP_CADENCE.moonpay.firstPollMs);
    session.reset();
    answer({ status: 'completed', txHash: '0x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: 'idle' });
  });

  it('takes a shorter cadence when given one (stories)', async () => {
    const { session, status } = setup({ cadence: { moonpay: { firstPollMs: 100, pollEveryMs: 100 } } });
    session.start('moonpay');
    await vi.advanceTimersByTimeAsync(300);
    expect(status).toHaveBeenCalledTimes(3);
    session.dispose();
  });
});

describe('the amount', () => {
  it('reads dollars with up to two decimals, a leading $ and grouping commas', () => {
    expect(checkFundingAmount('25')).toEqual({ ok: true, amountUsd: 25 });
    expect(checkFundingAmount(' $25.50 ')).toEqual({ ok: true, amountUsd: 25.5 });
    expect(checkFundingAmount('1,000')).toEqual({ ok: true, amountUsd: 1000 });
    expect(checkFundingAmount('')).toEqual({ ok: false, error: 'funding.amount.empty' });
    expect(checkFundingAmount('25.555')).toEqual({ ok: false, error: 'funding.amount.invalid' });
    expect(checkFundingAmount('1,00')).toEqual({ ok: false, error: 'funding.amount.invalid' });
    expect(checkFundingAmount('-5')).toEqual({ ok: false, error: 'funding.amount.invalid' });
    expect(checkFundingAmount('1e3')).toEqual({ ok: false, error: 'funding.amount.invalid' });
    expect(checkFundingAmount('0.50')).toEqual({ ok: false, error: 'funding.amount.tooSmall' });
    expect(checkFundingAmount('10000.01')).toEqual({ ok: false, error: 'funding.amount.tooLarge' });
    expect(checkFundingAmount(String(FUNDING_AMOUNT.maxUsd))).toEqual({ ok: true, amountUsd: FUNDING_AMOUNT.maxUsd });
  });

  it('never throws, and accepts only amounts within the limits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything(), fc.float().map(String)), (input) => {
        const result = checkFundingAmount(input);
        if (result.ok) {
          expect(result.amountUsd).toBeGreaterThanOrEqual(FUNDING_AMOUNT.minUsd);
          expect(result.amountUsd).toBeLessThanOrEqual(FUNDING_AMOUNT.maxUsd);
          expect(Math.round(result.amountUsd * 100) / 100).toBe(result.amountUsd);
        } else {
          expect(result.error).toMatch(/^funding\.amount\./);
        }
      }),
    );
  });

  it('estimates what an amount buys, rounded down, or nothing without a price', () => {
    // $25 at $3,000 per ETH: 0.008333… ETH.
    expect(cryptoForUsd(25, 3000, 18)).toBe(8_333_333_333_333_333n);
    expect(cryptoForUsd(150, 150, 9)).toBe(1_000_000_000n);
    expect(cryptoForUsd(25, null, 18)).toBeNull();
    expect(cryptoForUsd(25, 0, 18)).toBeNull();
    expect(cryptoForUsd(25, Number.NaN, 18)).toBeNull();
  });
});
