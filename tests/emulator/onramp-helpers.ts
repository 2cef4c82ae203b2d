/**
 * Shared setup of the on-ramp tests (onramp.test.ts, onramp-purchase.test.ts): a signed-in user with a wallet,
 * the SDK's funding calls, and the stand-in pages' forms.
 */
import { MoonpayOnRampSignResponse } from '@privy-io/public-api';
import { type Address, createPublicClient, http } from 'viem';
import { expect } from 'vitest';
import type { AnvilHandle } from '../setup/anvil';
import { APP, create, type Emulated, emulator } from './helpers';

export const PAGE = 'http://localhost:5173';

export const SIGN = '/api/v1/plugins/moonpay_on_ramp/sign';

export const INIT = '/api/v1/funding/coinbase_on_ramp/init';

export const STATUS = '/api/v1/funding/coinbase_on_ramp/status';

export const MOONPAY_API = '/onramp-api/moonpay/v1/transactions/ext';

/** 1 ETH = $3 000 in the default price table. */
export const ETH_USD = 3000;

export type Setup = { e: Emulated; token: string; address: Address };

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function sign({ e, token, address }: Setup, config: Record<string, unknown> = {}, extra = {}) {
  const res = await e.post(SIGN, { address, config: { currencyCode: 'ETH_BASE', ...config }, ...extra }, auth(token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A signed URL's path and query, as the popup would request it from the emulator. */
export const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export async function signed(s: Setup, config: Record<string, unknown> = {}) {
  const res = await sign(s, config);
  expect(res.status).toBe(200);
  expect(MoonpayOnRampSignResponse.safeParse(res.body).error).toBeUndefined();
  return res.body as { signedUrl: string; externalTransactionId: string };
}

/** A purchase page's form, posted from the page itself (same origin). */
export const submit = (e: Emulated, path: string, form: Record<string, string>) =>
  e.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams(form).toString(),
  });

export const PAID = { decision: 'pay', amount: '30', card: '4242 4242 4242 4242' };

export const DECLINED = { decision: 'pay', amount: '30', card: '4000-0000-0000-0002' };

export async function moonpayStatus(e: Emulated, id: string, headers: Record<string, string> = {}) {
  const res = await e.app.request(`${MOONPAY_API}/${id}?apiKey=pk_test_sigil_emulator`, { headers });
  return { res, body: (await res.json()) as unknown };
}

export async function coinbase(s: Setup, input: Record<string, unknown> = {}) {
  const res = await s.e.post(
    INIT,
    { addresses: [{ address: s.address, blockchains: ['base'] }], assets: ['ETH'], ...input },
    auth(s.token),
  );
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

export async function coinbaseStatus(s: Setup, id: string) {
  const res = await s.e.app.request(`${STATUS}?partnerUserId=${encodeURIComponent(id)}`, {
    headers: { ...APP, ...auth(s.token) },
  });
  return { status: res.status, body: (await res.json()) as { status?: string } };
}

/** The helpers that reach this test file's anvil: a signed-in user with an Ethereum wallet on the chain, and a balance. */
export function onrampHelpers(anvil: AnvilHandle) {
  /** An emulator (on the local chain unless `chain: false`) and a signed-in user with an embedded Ethereum wallet. */
  async function setup(funding: Record<string, unknown> = {}, { chain = true, appName = 'Sigil Demo' } = {}) {
    const e = await emulator(
      { funding, appName },
      chain ? { chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } } : {},
    );
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    expect(wallet.status).toBe(200);
    return { e, token, address: wallet.body.address as Address };
  }

  const balance = (address: Address) => createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address });
  return { setup, balance };
}
