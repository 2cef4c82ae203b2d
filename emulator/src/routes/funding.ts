import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CoinbaseOnRampInitInput,
  CoinbaseOnRampInitResponse,
  CoinbaseOnRampStatusResponse,
  MoonpayOnRampSignInput,
  MoonpayOnRampSignResponse,
} from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { type Address, BaseError, getAddress, isAddress } from 'viem';
import type { ZodType } from 'zod';
import { createFaucet, type Faucet } from '../chain/faucet';
import type { WalletEmulator } from '../context';
import {
  centsForCrypto,
  chainInfo,
  coinbaseNetwork,
  dollars,
  moonpayCode,
  trimmed,
  usdPrice,
  weiForCents,
} from '../funding/currency';
import {
  PROVIDER_NAMES,
  type PurchaseFormView,
  purchaseFormPage,
  purchaseOutcomePage,
  TEST_CARDS,
} from '../funding/pages';
import { MIN_AMOUNT_CENTS, type OnrampProvider, UsdAmount, usdCents } from '../funding/settings';
import { moonpaySecret, signUrl, verifySignedUrl } from '../funding/signing';
import { coinbaseStatus, MoonpayTransactions, moonpayTransaction } from '../funding/status';
import { ApiError, body, requireApp } from '../http';
import { requireBoundedEmail } from '../security/limits';
import { requireUser } from '../sessions';
import type { PurchaseRow, Settlement } from '../store/funding';

/** The stand-in pages (development pages, behind the dev guard that app.ts mounts on `/_emulator/*`). */
const MOONPAY_PAGE = '/_emulator/onramp/moonpay';
const COINBASE_PAGE = '/_emulator/onramp/coinbase';
/**
 * MoonPay's status API stand-in. It is read by the app's page (cross-origin, under the app-wide CORS rule), so it
 * lives outside `/_emulator/*` and its dev guard, which refuses cross-site reads: the base URL an app uses in
 * place of `https://api.moonpay.com/v1` is `<emulator>/onramp-api/moonpay/v1`.
 */
const MOONPAY_API = '/onramp-api/moonpay/v1';

/** The public keys the signed URLs carry (MoonPay's `apiKey`; a sandbox and a live one, as MoonPay has). */
const API_KEYS = { sandbox: 'pk_test_sigil_emulator', live: 'pk_live_sigil_emulator' } as const;
/** What Coinbase calls the partner's project (the `app_id` of an on-ramp session). */
const COINBASE_APP_ID = 'sigil-emulator-onramp';
/** Purchases one user may have waiting to be paid at once (each sign or init opens one). */
const MAX_OPEN_PURCHASES = 20;
/** The longest form field of the purchase pages. */
const FORM_FIELD_MAX = 64;

/**
 * Funding a wallet through a fiat on-ramp (issue 13, item 4), the routes the SDK's headless
 * `usePrivyClient_experimental().funding` calls and the on-ramps' stand-ins:
 * - `POST /api/v1/plugins/moonpay_on_ramp/sign` → a URL of the MoonPay stand-in page signed as MoonPay signs
 *   (funding/signing.ts); `POST /api/v1/funding/coinbase_on_ramp/init` → a Coinbase session;
 *   `GET /api/v1/funding/coinbase_on_ramp/status?partnerUserId=` → its status. All for the caller's own wallets
 *   only, each refused while its provider is off.
 * - `/_emulator/onramp/moonpay` and `/_emulator/onramp/coinbase`: amount in USD, what it buys at the price table,
 *   a test card, Pay / Cancel (a same-origin POST). Pay funds the wallet on the local chain with the faucet, so the
 *   balance really rises; each purchase is paid, declined or cancelled at most once.
 * - `GET /onramp-api/moonpay/v1/transactions/ext/:id`: MoonPay's status answer (a JSON array), for the app.
 */
export function fundingRoutes(emulator: WalletEmulator) {
  const { config, repo, now } = emulator;
  const settings = config.funding;
  const routes = new Hono();
  const secret = moonpaySecret(emulator.tokens.walletKey);
  const faucet: Faucet | null = emulator.chain ? createFaucet(emulator.chain) : null;
  const chainId = emulator.chain?.chainId ?? config.chain.chainId;
  const chain = chainInfo(chainId);
  const maxCents = usdCents(settings.maxAmountUsd);

  const requireProvider = (provider: OnrampProvider) => {
    if (!settings.providers.includes(provider)) {
      throw new ApiError(403, `${PROVIDER_NAMES[provider]} funding is not enabled for this app`, 'invalid_data');
    }
  };

  /** One of the caller's Ethereum wallets (embedded or linked), checksummed; 400/403 otherwise. */
  const ownWallet = (userId: string, address: string): Address => {
    if (!isAddress(address, { strict: false })) {
      throw new ApiError(400, 'The emulator’s on-ramps fund only Ethereum wallets on the local chain', 'invalid_data');
    }
    const lower = address.toLowerCase();
    const embedded = repo.wallets
      .ofUser(userId)
      .some((w) => w.chain_type === 'ethereum' && w.address.toLowerCase() === lower);
    const linked = repo.accounts
      .linkedTo(userId)
      .some((a) => (a.type === 'wallet' || a.type === 'smart_wallet') && a.subject.toLowerCase() === lower);
    if (!embedded && !linked) throw new ApiError(403, 'The address is not one of your wallets', 'invalid_data');
    return getAddress(address);
  };

  /** A suggested crypto amount as US cents within the page's bounds (null when none was suggested). */
  const suggestedCents = (amount: number | string | undefined, field: string): number | null => {
    if (amount === undefined) return null;
    const cents = centsForCrypto(config.chain, chain.symbol, amount);
    if (cents === null) {
      throw new ApiError(
        400,
        `${field} must be a positive amount of ${chain.symbol} with a known price`,
        'invalid_data',
      );
    }
    if (cents < MIN_AMOUNT_CENTS || cents > maxCents) {
      throw new ApiError(
        400,
        `${field} is worth $${dollars(cents)}: a purchase is from $1.00 to $${dollars(maxCents)}`,
        'invalid_data',
      );
    }
    return cents;
  };

  const openPurchase = (purchase: Omit<PurchaseRow, StatusFields>) => {
    if (!repo.funding.open(purchase, MAX_OPEN_PURCHASES)) {
      throw new ApiError(
        429,
        `At most ${MAX_OPEN_PURCHASES} purchases may wait to be paid at once. Please wait before trying again.`,
        'too_many_requests',
      );
    }
  };

  // — The provider's API, called by the SDK —

  routes.post('/api/v1/plugins/moonpay_on_ramp/sign', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    requireProvider('moonpay');
    const input = await body(c, MoonpayOnRampSignInput);
    const address = ownWallet(userId, input.address);
    const code = moonpayCode(chainId);
    if (!code) throw new ApiError(400, `MoonPay sells no currency on ${chain.name}`, 'invalid_data');
    const asked = input.config.currencyCode;
    if (asked !== undefined && asked !== code) {
      throw new ApiError(
        400,
        `The local chain (${chain.name}) is funded in ${code}, not ${asked}: the emulator sells only its native currency`,
        'invalid_data',
      );
    }
    const { email, paymentMethod, uiConfig } = input.config;
    if (email !== undefined) requireBoundedEmail(email, 'config.email');
    if (uiConfig?.accentColor !== undefined && !/^#[0-9a-fA-F]{3,8}$/.test(uiConfig.accentColor)) {
      throw new ApiError(400, 'config.uiConfig.accentColor must be a colour such as #4f46e5', 'invalid_data');
    }
    const cents = suggestedCents(input.config.quoteCurrencyAmount, 'config.quoteCurrencyAmount');
    const id = randomUUID();
    const created = now();
    openPurchase({
      id,
      provider: 'moonpay',
      user_id: userId,
      address,
      chain_id: chainId,
      asset: chain.symbol,
      currency_code: code,
      suggested_cents: cents,
      session_hash: null,
      sandbox: input.useSandbox ? 1 : 0,
      created_at: created,
      expires_at: created + settings.purchaseMinutes * 60_000,
    });
    const params: [string, string][] = [
      ['apiKey', input.useSandbox ? API_KEYS.sandbox : API_KEYS.live],
      ['walletAddress', address],
      ['currencyCode', code.toLowerCase()],
      ...(input.config.quoteCurrencyAmount !== undefined
        ? [['quoteCurrencyAmount', String(input.config.quoteCurrencyAmount)] as [string, string]]
        : []),
      ...(paymentMethod ? [['paymentMethod', paymentMethod] as [string, string]] : []),
      ...(email ? [['email', email] as [string, string]] : []),
      ...(uiConfig?.accentColor ? [['colorCode', uiConfig.accentColor] as [string, string]] : []),
      ...(uiConfig?.theme ? [['theme', uiConfig.theme] as [string, string]] : []),
      ['externalTransactionId', id],
    ];
    const signedUrl = signUrl(secret, new URL(MOONPAY_PAGE, c.req.url).href, params);
    return c.json(conform(MoonpayOnRampSignResponse, { signedUrl, externalTransactionId: id }));
  });

  routes.post('/api/v1/funding/coinbase_on_ramp/init', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    requireProvider('coinbase');
    const input = await body(c, CoinbaseOnRampInitInput);
    const [entry] = input.addresses;
    if (!entry) throw new ApiError(400, 'Invalid request: addresses: one address is required', 'invalid_data');
    const address = ownWallet(userId, entry.address);
    const network = coinbaseNetwork(chainId);
    if (!network) throw new ApiError(400, `Coinbase Onramp does not serve ${chain.name}`, 'invalid_data');
    if (!(entry.blockchains as string[]).includes(network)) {
      throw new ApiError(
        400,
        `The local chain (${chain.name}) is Coinbase's ${network} network: addresses[0].blockchains must include it`,
        'invalid_data',
      );
    }
    if (input.assets && !(input.assets as string[]).includes(chain.symbol)) {
      throw new ApiError(
        400,
        `The emulator sells only the local chain's native currency: assets must include ${chain.symbol}`,
        'invalid_data',
      );
    }
    const sessionToken = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const created = now();
    openPurchase({
      id,
      provider: 'coinbase',
      user_id: userId,
      address,
      chain_id: chainId,
      asset: chain.symbol,
      currency_code: network,
      suggested_cents: null,
      session_hash: sha256(sessionToken),
      sandbox: 0,
      created_at: created,
      expires_at: created + settings.purchaseMinutes * 60_000,
    });
    return c.json(
      conform(CoinbaseOnRampInitResponse, {
        app_id: COINBASE_APP_ID,
        session_token: sessionToken,
        channel_id: randomUUID(),
        partner_user_id: id,
      }),
    );
  });

  routes.get('/api/v1/funding/coinbase_on_ramp/status', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    requireProvider('coinbase');
    const id = c.req.query('partnerUserId');
    if (!id) throw new ApiError(400, 'Invalid request: partnerUserId is required', 'invalid_data');
    const row = repo.funding.byId(id);
    if (row?.provider !== 'coinbase' || row.user_id !== userId) {
      throw new ApiError(404, 'No Coinbase on-ramp session with this partnerUserId', 'not_found');
    }
    return c.json(conform(CoinbaseOnRampStatusResponse, { status: coinbaseStatus(row, now()) }));
  });

  // — MoonPay's status API, for the app —

  routes.get(`${MOONPAY_API}/transactions/ext/:id`, (c) => {
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

  // — The stand-in pages —

  /** The purchase a MoonPay page names, its signed URL checked first; an HTML refusal otherwise. */
  const moonpayPurchase = (c: Context): PurchaseRow | Response => {
    if (!settings.providers.includes('moonpay')) return refusal(c, 'moonpay', 403, 'MoonPay funding is off', '');
    if (!verifySignedUrl(secret, c.req.url)) {
      return refusal(
        c,
        'moonpay',
        403,
        'This link is not signed',
        'Its signature does not match its parameters: the page refuses a link that was changed.',
      );
    }
    const row = repo.funding.byId(c.req.query('externalTransactionId') ?? '');
    if (row?.provider !== 'moonpay' || row.address !== c.req.query('walletAddress')) {
      return refusal(c, 'moonpay', 404, 'Unknown purchase', 'The emulator has no record of this purchase.');
    }
    return row;
  };

  /** The purchase a Coinbase page names, its session token checked first; an HTML refusal otherwise. */
  const coinbasePurchase = (c: Context): PurchaseRow | Response => {
    if (!settings.providers.includes('coinbase')) {
      return refusal(c, 'coinbase', 403, 'Coinbase Onramp funding is off', '');
    }
    const row = repo.funding.byId(c.req.query('partnerUserId') ?? '');
    const token = c.req.query('sessionToken') ?? '';
    if (row?.provider !== 'coinbase' || !row.session_hash || !sameHash(row.session_hash, sha256(token))) {
      return refusal(
        c,
        'coinbase',
        403,
        'Invalid session',
        'This session token does not belong to this purchase: the page refuses it.',
      );
    }
    return row;
  };

  /** What the page's amount starts at: the URL's suggestion, else the app's default. */
  const startingCents = (c: Context, row: PurchaseRow): number => {
    if (row.provider === 'coinbase') {
      const fiat = UsdAmount.safeParse(c.req.query('presetFiatAmount') ?? '');
      if (fiat.success) return clampCents(usdCents(fiat.data));
      const crypto = c.req.query('presetCryptoAmount');
      const cents =
        crypto && /^\d{0,12}(\.\d{1,18})?$/.test(crypto) ? centsForCrypto(config.chain, row.asset, crypto) : null;
      if (cents !== null) return clampCents(cents);
    }
    return row.suggested_cents ?? usdCents(settings.defaultAmountUsd);
  };
  const clampCents = (cents: number) => Math.min(Math.max(cents, MIN_AMOUNT_CENTS), maxCents);

  const blocked = (row: PurchaseRow): string | null => {
    if (!faucet) {
      return 'The emulator runs without a local chain (started with --chain off): this purchase cannot be paid.';
    }
    if (usdPrice(config.chain, row.asset) === null) return `The price table has no USD price for ${row.asset}.`;
    return null;
  };

  const formView = (c: Context, row: PurchaseRow, amountUsd: string, error: string | null): PurchaseFormView => {
    const { pathname, search } = new URL(c.req.url);
    const wei = UsdAmount.safeParse(amountUsd).success
      ? weiForCents(config.chain, row.asset, usdCents(amountUsd))
      : null;
    return {
      provider: row.provider,
      appName: config.appName,
      action: `${pathname}${search}`,
      address: row.address,
      chainName: chainInfo(row.chain_id).name,
      symbol: row.asset,
      priceUsd: usdPrice(config.chain, row.asset),
      amountUsd,
      buys: wei === null ? null : trimmed(wei),
      maxAmountUsd: dollars(maxCents),
      blocked: blocked(row),
      error,
      expiresAt: row.expires_at,
    };
  };

  const showPage = (c: Context, row: PurchaseRow) => {
    if (row.status !== 'created') return c.html(outcomePage(row), 200);
    if (row.expires_at <= now()) {
      return refusal(c, row.provider, 410, 'This link has expired', 'Ask the app for a new one.');
    }
    return c.html(purchaseFormPage(formView(c, row, dollars(startingCents(c, row)), null)));
  };

  /** Pay or Cancel: validated, then the purchase moved once, then (Pay) the faucet transfer on the local chain. */
  const submit = async (c: Context, row: PurchaseRow) => {
    const form = await purchaseForm(c);
    if (form.decision !== 'pay' && form.decision !== 'cancel') {
      throw new ApiError(400, 'decision must be pay or cancel', 'invalid_data');
    }
    // Settled or expired: said at once (the store's one-transaction moves below decide any race).
    if (row.status !== 'created') return settled(c, { kind: 'settled', row }, row.provider);
    if (row.expires_at <= now()) return settled(c, { kind: 'expired', row }, row.provider);
    if (form.decision === 'cancel') return settled(c, repo.funding.cancel(row.id, now()), row.provider);
    const again = (status: 400 | 409, error: string) =>
      c.html(purchaseFormPage(formView(c, row, form.amount, error)), status);
    const stop = blocked(row);
    if (stop) return again(409, stop);
    if (!UsdAmount.safeParse(form.amount).success) return again(400, 'Enter an amount in US dollars, such as 25.00.');
    const cents = usdCents(form.amount);
    if (cents < MIN_AMOUNT_CENTS || cents > maxCents) {
      return again(400, `Enter an amount from $1.00 to $${dollars(maxCents)}.`);
    }
    const wei = weiForCents(config.chain, row.asset, cents);
    if (wei === null || wei === 0n) return again(400, `This amount buys no ${row.asset}.`);
    const card = form.card.replace(/[\s-]/g, '');
    if (card !== TEST_CARDS.paid && card !== TEST_CARDS.declined) {
      return again(400, 'Use a test card: 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined).');
    }
    const amount = { amount_cents: cents, value_wei: wei.toString() };
    if (card === TEST_CARDS.declined) return settled(c, repo.funding.decline(row.id, now(), amount), row.provider);
    const claim = repo.funding.claim(row.id, now(), amount);
    if (claim.kind !== 'moved' || !faucet) return settled(c, claim, row.provider);
    try {
      const funded = await faucet.fund(row.address as Address, wei);
      const finished = repo.funding.finish(
        row.id,
        now(),
        funded.status === 'success'
          ? { status: 'completed', transaction_hash: funded.transactionHash, block_number: Number(funded.blockNumber) }
          : { status: 'failed', failure_reason: 'service_failure', transaction_hash: funded.transactionHash },
      );
      return c.html(outcomePage(finished ?? claim.row, funded.balance), funded.status === 'success' ? 200 : 502);
    } catch (error) {
      const finished = repo.funding.finish(row.id, now(), { status: 'failed', failure_reason: 'service_failure' });
      const detail = error instanceof BaseError ? error.shortMessage : String(error);
      return c.html(
        purchaseOutcomePage({
          provider: row.provider,
          title: 'The local chain refused the transfer',
          message: `The purchase failed: ${detail}`,
          details: [['Purchase', (finished ?? row).id]],
        }),
        502,
      );
    }
  };

  const settled = (c: Context, result: Settlement, provider: OnrampProvider) => {
    switch (result.kind) {
      case 'moved':
        return c.html(outcomePage(result.row), 200);
      case 'settled':
        return c.html(outcomePage(result.row, undefined, true), 409);
      case 'expired':
        return refusal(c, result.row.provider, 410, 'This link has expired', 'Ask the app for a new one.');
      case 'unknown':
        return refusal(c, provider, 404, 'Unknown purchase', 'The emulator has no record of this purchase.');
    }
  };

  routes.get(MOONPAY_PAGE, (c) => {
    const row = moonpayPurchase(c);
    return row instanceof Response ? row : showPage(c, row);
  });
  routes.post(MOONPAY_PAGE, async (c) => {
    const row = moonpayPurchase(c);
    return row instanceof Response ? row : submit(c, row);
  });
  routes.get(COINBASE_PAGE, (c) => {
    const row = coinbasePurchase(c);
    return row instanceof Response ? row : showPage(c, row);
  });
  routes.post(COINBASE_PAGE, async (c) => {
    const row = coinbasePurchase(c);
    return row instanceof Response ? row : submit(c, row);
  });

  /** Every purchase, newest first (for tests and scripts; a development page). */
  routes.get('/_emulator/onramp/purchases.json', (c) =>
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

type StatusFields =
  | 'status'
  | 'failure_reason'
  | 'amount_cents'
  | 'value_wei'
  | 'transaction_hash'
  | 'block_number'
  | 'updated_at';

/** What a page says about a purchase that has left `created` (`again`: someone tried to pay it once more). */
function outcomePage(row: PurchaseRow, balance?: bigint, again = false): string {
  const details: [string, string][] = [
    ['Purchase', row.id],
    ['Wallet', row.address],
  ];
  if (row.amount_cents !== null && row.value_wei !== null) {
    details.push(
      ['Amount', `$${dollars(row.amount_cents)}`],
      ['Bought', `${trimmed(BigInt(row.value_wei))} ${row.asset}`],
    );
  }
  const lead = again ? 'This purchase was already settled. ' : '';
  const view = (title: string, message: string) =>
    purchaseOutcomePage({ provider: row.provider, title, message: `${lead}${message}`, details });
  switch (row.status) {
    case 'completed':
      details.push(['Transaction', row.transaction_hash ?? ''], ['Block', String(row.block_number ?? '')]);
      if (balance !== undefined) details.push(['New balance', `${trimmed(balance)} ${row.asset}`]);
      return view('Payment complete', `The ${row.asset} was sent to the wallet on the local chain.`);
    case 'failed':
      return row.failure_reason === 'card_declined'
        ? view('Payment declined', 'The card was declined. Nothing was charged and nothing was sent.')
        : view('Payment failed', 'The local chain did not carry out the transfer.');
    case 'cancelled':
      return view('Purchase cancelled', 'Nothing was charged and nothing was sent.');
    default:
      return view('Payment in progress', 'The local chain is carrying out the transfer.');
  }
}

/** A refusal as an HTML page (the pages are opened by people, in a popup). */
function refusal(c: Context, provider: OnrampProvider, status: 403 | 404 | 409 | 410, title: string, message: string) {
  return c.html(purchaseOutcomePage({ provider, title, message }), status);
}

/** The purchase page's form: `amount`, `card` and `decision`, one bounded text value each. */
async function purchaseForm(c: Context): Promise<{ amount: string; card: string; decision: string }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed form body', 'invalid_data');
  }
  const field = (name: string) => {
    const value = form[name] ?? '';
    if (typeof value !== 'string' || value.length > FORM_FIELD_MAX) {
      throw new ApiError(
        400,
        `Form field ${name} must be one text value of at most ${FORM_FIELD_MAX} characters`,
        'invalid_data',
      );
    }
    return value.trim();
  };
  return { amount: field('amount'), card: field('card'), decision: field('decision') };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The emulator's own answer, checked against the provider's schema: a mismatch is the emulator's bug (a 500). */
function conform<T>(schema: ZodType<unknown>, value: T): T {
  const checked = schema.safeParse(value);
  if (!checked.success) {
    throw new Error(`The emulator's answer does not match the provider's schema: ${checked.error.message}`);
  }
  return value;
}
