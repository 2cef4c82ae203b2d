import type { Address } from 'viem';
import { BaseError } from 'viem';
import { createFaucet, type Faucet } from '../chain/faucet';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import type { PurchaseRow, Settlement } from '../store/funding';
import { centsForCrypto, chainInfo, dollars, trimmed, usdPrice, weiForCents } from './currency';
import { type PurchaseFormView, purchaseFormPage, purchaseOutcomePage, TEST_CARDS } from './pages';
import { fundingChain, sameHash, sha256 } from './service';
import { MIN_AMOUNT_CENTS, type OnrampProvider, UsdAmount, usdCents } from './settings';
import { moonpaySecret, verifySignedUrl } from './signing';

/** A stand-in page's answer: its HTML and status. */
export interface Page {
  html: string;
  status: 200 | 400 | 403 | 404 | 409 | 410 | 502;
}

/** What a stand-in page request carries: its URL and a reader of its query parameters. */
export interface PageRequest {
  url: string;
  query: (name: string) => string | undefined;
}

/** The purchase page's form: `amount`, `card` and `decision`. */
export interface PurchaseForm {
  amount: string;
  card: string;
  decision: string;
}

/**
 * The on-ramps' stand-in pages (`/_emulator/onramp/moonpay`, `/_emulator/onramp/coinbase`): amount in USD, what it
 * buys at the price table, a test card, Pay / Cancel. Pay funds the wallet on the local chain with the faucet, so the
 * balance really rises; each purchase is paid, declined or cancelled at most once.
 */
export function purchasePages(emulator: WalletEmulator) {
  const { config, repo, now } = emulator;
  const settings = config.funding;
  const secret = moonpaySecret(emulator.tokens.walletKey);
  const faucet: Faucet | null = emulator.chain ? createFaucet(emulator.chain) : null;
  const { maxCents } = fundingChain(emulator);

  /** The purchase a MoonPay page names, its signed URL checked first; an HTML refusal otherwise. */
  const moonpayPurchase = ({ url, query }: PageRequest): PurchaseRow | Page => {
    if (!settings.providers.includes('moonpay')) return refusal('moonpay', 403, 'MoonPay funding is off', '');
    if (!verifySignedUrl(secret, url)) {
      return refusal(
        'moonpay',
        403,
        'This link is not signed',
        'Its signature does not match its parameters: the page refuses a link that was changed.',
      );
    }
    const row = repo.funding.byId(query('externalTransactionId') ?? '');
    if (row?.provider !== 'moonpay' || row.address !== query('walletAddress')) {
      return refusal('moonpay', 404, 'Unknown purchase', 'The emulator has no record of this purchase.');
    }
    return row;
  };

  /** The purchase a Coinbase page names, its session token checked first; an HTML refusal otherwise. */
  const coinbasePurchase = ({ query }: PageRequest): PurchaseRow | Page => {
    if (!settings.providers.includes('coinbase')) {
      return refusal('coinbase', 403, 'Coinbase Onramp funding is off', '');
    }
    const row = repo.funding.byId(query('partnerUserId') ?? '');
    const token = query('sessionToken') ?? '';
    if (row?.provider !== 'coinbase' || !row.session_hash || !sameHash(row.session_hash, sha256(token))) {
      return refusal(
        'coinbase',
        403,
        'Invalid session',
        'This session token does not belong to this purchase: the page refuses it.',
      );
    }
    return row;
  };

  /** What the page's amount starts at: the URL's suggestion, else the app's default. */
  const startingCents = ({ query }: PageRequest, row: PurchaseRow): number => {
    if (row.provider === 'coinbase') {
      const fiat = UsdAmount.safeParse(query('presetFiatAmount') ?? '');
      if (fiat.success) return clampCents(usdCents(fiat.data));
      const crypto = query('presetCryptoAmount');
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

  const formView = (url: string, row: PurchaseRow, amountUsd: string, error: string | null): PurchaseFormView => {
    const { pathname, search } = new URL(url);
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

  /** The page of a purchase: its form while it waits, else what became of it. */
  const show = (request: PageRequest, row: PurchaseRow): Page => {
    if (row.status !== 'created') return { html: outcomePage(row), status: 200 };
    if (row.expires_at <= now()) {
      return refusal(row.provider, 410, 'This link has expired', 'Ask the app for a new one.');
    }
    return {
      html: purchaseFormPage(formView(request.url, row, dollars(startingCents(request, row)), null)),
      status: 200,
    };
  };

  /** Pay or Cancel: validated, then the purchase moved once, then (Pay) the faucet transfer on the local chain. */
  const submit = async ({ url }: PageRequest, row: PurchaseRow, form: PurchaseForm): Promise<Page> => {
    if (form.decision !== 'pay' && form.decision !== 'cancel') {
      throw new ApiError(400, 'decision must be pay or cancel', 'invalid_data');
    }
    // Settled or expired: said at once (the store's one-transaction moves below decide any race).
    if (row.status !== 'created') return settled({ kind: 'settled', row }, row.provider);
    if (row.expires_at <= now()) return settled({ kind: 'expired', row }, row.provider);
    if (form.decision === 'cancel') return settled(repo.funding.cancel(row.id, now()), row.provider);
    const again = (status: 400 | 409, error: string): Page => ({
      html: purchaseFormPage(formView(url, row, form.amount, error)),
      status,
    });
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
    if (card === TEST_CARDS.declined) return settled(repo.funding.decline(row.id, now(), amount), row.provider);
    const claim = repo.funding.claim(row.id, now(), amount);
    if (claim.kind !== 'moved' || !faucet) return settled(claim, row.provider);
    try {
      const funded = await faucet.fund(row.address as Address, wei);
      const finished = repo.funding.finish(
        row.id,
        now(),
        funded.status === 'success'
          ? { status: 'completed', transaction_hash: funded.transactionHash, block_number: Number(funded.blockNumber) }
          : { status: 'failed', failure_reason: 'service_failure', transaction_hash: funded.transactionHash },
      );
      return {
        html: outcomePage(finished ?? claim.row, funded.balance),
        status: funded.status === 'success' ? 200 : 502,
      };
    } catch (error) {
      const finished = repo.funding.finish(row.id, now(), { status: 'failed', failure_reason: 'service_failure' });
      const detail = error instanceof BaseError ? error.shortMessage : String(error);
      return {
        html: purchaseOutcomePage({
          provider: row.provider,
          title: 'The local chain refused the transfer',
          message: `The purchase failed: ${detail}`,
          details: [['Purchase', (finished ?? row).id]],
        }),
        status: 502,
      };
    }
  };

  return { moonpayPurchase, coinbasePurchase, show, submit };
}

function settled(result: Settlement, provider: OnrampProvider): Page {
  switch (result.kind) {
    case 'moved':
      return { html: outcomePage(result.row), status: 200 };
    case 'settled':
      return { html: outcomePage(result.row, undefined, true), status: 409 };
    case 'expired':
      return refusal(result.row.provider, 410, 'This link has expired', 'Ask the app for a new one.');
    case 'unknown':
      return refusal(provider, 404, 'Unknown purchase', 'The emulator has no record of this purchase.');
  }
}

/** A refusal as an HTML page (the pages are opened by people, in a popup). */
function refusal(provider: OnrampProvider, status: 403 | 404 | 409 | 410, title: string, message: string): Page {
  return { html: purchaseOutcomePage({ provider, title, message }), status };
}

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
