import {
  CoinbaseOnRampInitInput,
  CoinbaseOnRampInitResponse,
  CoinbaseOnRampStatusResponse,
  MoonpayOnRampSignInput,
  MoonpayOnRampSignResponse,
} from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import type { WalletEmulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { boundedFields } from '../http/forms';
import { body, conform } from '../http/request';
import type { PurchaseRow } from '../store/funding';
import { dollars } from './currency';
import { type Page, type PageRequest, purchasePages } from './purchase';
import { fundingService, MOONPAY_PAGE } from './service';
import { MoonpayTransactions, moonpayTransaction } from './status';

/** The longest form field of the purchase pages. */
const FORM_FIELD_MAX = 64;

/**
 * Funding a wallet through a fiat on-ramp: the routes the SDK's headless `usePrivyClient_experimental().funding`
 * calls (mounted at `/api/v1`; service.ts):
 * - `POST /plugins/moonpay_on_ramp/sign` → a URL of the MoonPay stand-in page signed as MoonPay signs
 *   (signing.ts); `POST /funding/coinbase_on_ramp/init` → a Coinbase session;
 *   `GET /funding/coinbase_on_ramp/status?partnerUserId=` → its status.
 */
export function fundingRoutes(emulator: WalletEmulator) {
  const guard = authGuards(emulator);
  const funding = fundingService(emulator);
  const routes = new Hono<AuthEnv>();

  routes.post('/plugins/moonpay_on_ramp/sign', guard.app, guard.user, async (c) => {
    funding.requireProvider('moonpay');
    const input = await body(c, MoonpayOnRampSignInput);
    const signed = funding.signMoonpay(c.var.user.userId, input, new URL(MOONPAY_PAGE, c.req.url).href);
    return c.json(conform(MoonpayOnRampSignResponse, signed));
  });

  routes.post('/funding/coinbase_on_ramp/init', guard.app, guard.user, async (c) => {
    funding.requireProvider('coinbase');
    const input = await body(c, CoinbaseOnRampInitInput);
    return c.json(conform(CoinbaseOnRampInitResponse, funding.initCoinbase(c.var.user.userId, input)));
  });

  routes.get('/funding/coinbase_on_ramp/status', guard.app, guard.user, (c) => {
    funding.requireProvider('coinbase');
    const status = funding.coinbaseSessionStatus(c.var.user.userId, c.req.query('partnerUserId'));
    return c.json(conform(CoinbaseOnRampStatusResponse, status));
  });

  return routes;
}

/**
 * MoonPay's status API stand-in (mounted at `/onramp-api/moonpay/v1`): `GET /transactions/ext/:id`, MoonPay's answer
 * (a JSON array), for the app. It is read by the app's page (cross-origin, under the app-wide CORS rule), so it lives
 * outside `/_emulator/*` and its dev guard, which refuses cross-site reads: the base URL an app uses in place of
 * `https://api.moonpay.com/v1` is `<emulator>/onramp-api/moonpay/v1`.
 */
export function moonpayApiRoutes({ repo }: WalletEmulator) {
  const routes = new Hono();
  routes.get('/transactions/ext/:id', (c) => {
    const apiKey = c.req.query('apiKey') ?? '';
    if (!/^pk_(test|live)_[A-Za-z0-9_]{1,100}$/.test(apiKey)) {
      return c.json({ message: 'Unauthorized: a publishable apiKey is required', type: 'UnauthorizedError' }, 401);
    }
    const id = c.req.param('id');
    const row = /^[A-Za-z0-9-]{1,64}$/.test(id) ? repo.funding.byId(id) : undefined;
    const transaction = row && row.provider === 'moonpay' ? moonpayTransaction(row) : null;
    if (!transaction) return c.json({ message: 'Transaction not found', type: 'NotFoundError' }, 404);
    return c.json(conform(MoonpayTransactions, [transaction]));
  });
  return routes;
}

/**
 * The on-ramps' stand-in pages (development pages, mounted at `/_emulator/onramp`; purchase.ts): `/moonpay` and
 * `/coinbase` (GET the page, POST Pay / Cancel from it, same origin), and every purchase as JSON.
 */
export function onrampPageRoutes(emulator: WalletEmulator) {
  const { repo } = emulator;
  const pages = purchasePages(emulator);
  const routes = new Hono();
  const request = (c: Context): PageRequest => ({ url: c.req.url, query: (name) => c.req.query(name) });
  const answer = (c: Context, page: Page) => c.html(page.html, page.status);

  for (const [path, purchase] of [
    ['/moonpay', pages.moonpayPurchase],
    ['/coinbase', pages.coinbasePurchase],
  ] as const) {
    routes.get(path, (c) => {
      const row = purchase(request(c));
      return answer(c, isPage(row) ? row : pages.show(request(c), row));
    });
    routes.post(path, async (c) => {
      const row = purchase(request(c));
      if (isPage(row)) return answer(c, row);
      const form = await boundedFields(c, ['amount', 'card', 'decision'], { max: FORM_FIELD_MAX });
      return answer(c, await pages.submit(request(c), row, form));
    });
  }

  /** Every purchase, newest first (for tests and scripts). */
  routes.get('/purchases.json', (c) =>
    c.json({
      purchases: repo.funding.newest(100).map((p) => ({
        id: p.id,
        provider: p.provider,
        address: p.address,
        chain_id: p.chain_id,
        status: p.status,
        failure_reason: p.failure_reason,
        amount_usd: p.amount_cents === null ? null : dollars(p.amount_cents),
        value_wei: p.value_wei,
        transaction_hash: p.transaction_hash,
      })),
    }),
  );

  return routes;
}

const isPage = (value: PurchaseRow | Page): value is Page => 'html' in value;
