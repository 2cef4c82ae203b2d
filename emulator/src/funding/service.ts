import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CoinbaseOnRampInitInput, MoonpayOnRampSignInput } from '@privy-io/public-api';
import { type Address, getAddress, isAddress } from 'viem';
import type { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import { requireBoundedEmail } from '../security/limits';
import type { PurchaseRow } from '../store/funding';
import { centsForCrypto, chainInfo, coinbaseNetwork, dollars, moonpayCode } from './currency';
import { PROVIDER_NAMES } from './pages';
import { MIN_AMOUNT_CENTS, type OnrampProvider, usdCents } from './settings';
import { moonpaySecret, signUrl } from './signing';
import { coinbaseStatus } from './status';

/** The stand-in pages (development pages, behind the dev guard that app.ts mounts on `/_emulator/*`). */
export const MOONPAY_PAGE = '/_emulator/onramp/moonpay';
/** The public keys the signed URLs carry (MoonPay's `apiKey`; a sandbox and a live one, as MoonPay has). */
const API_KEYS = { sandbox: 'pk_test_sigil_emulator', live: 'pk_live_sigil_emulator' } as const;
/** What Coinbase calls the partner's project (the `app_id` of an on-ramp session). */
const COINBASE_APP_ID = 'sigil-emulator-onramp';
/** Purchases one user may have waiting to be paid at once (each sign or init opens one). */
const MAX_OPEN_PURCHASES = 20;

type StatusFields =
  | 'status'
  | 'failure_reason'
  | 'amount_cents'
  | 'value_wei'
  | 'transaction_hash'
  | 'block_number'
  | 'updated_at';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The on-ramps' local chain: its id (the running chain's, else the configured one), name and native currency. */
export function fundingChain({ config, chain }: Pick<WalletEmulator, 'config' | 'chain'>) {
  const chainId = chain?.chainId ?? config.chain.chainId;
  return { chainId, ...chainInfo(chainId), maxCents: usdCents(config.funding.maxAmountUsd) };
}

/**
 * The provider's funding API for the SDK's headless `usePrivyClient_experimental().funding`: a MoonPay URL signed as
 * MoonPay signs, a Coinbase on-ramp session and its status. All for the caller's own wallets only, each refused while
 * its provider is off; each sign or init opens a purchase the stand-in pages (purchase.ts) settle.
 */
export function fundingService(emulator: WalletEmulator) {
  const { config, repo, now } = emulator;
  const settings = config.funding;
  const secret = moonpaySecret(emulator.tokens.walletKey);
  const { chainId, maxCents, ...chain } = fundingChain(emulator);

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

  /** Opens a purchase for this user's wallet on the local chain, waiting to be paid on a stand-in page. */
  const openPurchase = (
    purchase: Omit<PurchaseRow, StatusFields | 'chain_id' | 'asset' | 'created_at' | 'expires_at'>,
  ) => {
    const created = now();
    const row = {
      ...purchase,
      chain_id: chainId,
      asset: chain.symbol,
      created_at: created,
      expires_at: created + settings.purchaseMinutes * 60_000,
    };
    if (!repo.funding.open(row, MAX_OPEN_PURCHASES)) {
      throw new ApiError(
        429,
        `At most ${MAX_OPEN_PURCHASES} purchases may wait to be paid at once. Please wait before trying again.`,
        'too_many_requests',
      );
    }
  };

  /** `POST /api/v1/plugins/moonpay_on_ramp/sign`: a URL of the MoonPay stand-in page (`pageUrl`), signed. */
  function signMoonpay(userId: string, input: z.output<typeof MoonpayOnRampSignInput>, pageUrl: string) {
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
    openPurchase({
      id,
      provider: 'moonpay',
      user_id: userId,
      address,
      currency_code: code,
      suggested_cents: cents,
      session_hash: null,
      sandbox: input.useSandbox ? 1 : 0,
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
    return { signedUrl: signUrl(secret, pageUrl, params), externalTransactionId: id };
  }

  /** `POST /api/v1/funding/coinbase_on_ramp/init`: a Coinbase on-ramp session for one of the caller's wallets. */
  function initCoinbase(userId: string, input: z.output<typeof CoinbaseOnRampInitInput>) {
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
    openPurchase({
      id,
      provider: 'coinbase',
      user_id: userId,
      address,
      currency_code: network,
      suggested_cents: null,
      session_hash: sha256(sessionToken),
      sandbox: 0,
    });
    return { app_id: COINBASE_APP_ID, session_token: sessionToken, channel_id: randomUUID(), partner_user_id: id };
  }

  /** `GET /api/v1/funding/coinbase_on_ramp/status?partnerUserId=`: the caller's own session only (else 404). */
  function coinbaseSessionStatus(userId: string, id: string | undefined) {
    if (!id) throw new ApiError(400, 'Invalid request: partnerUserId is required', 'invalid_data');
    const row = repo.funding.byId(id);
    if (row?.provider !== 'coinbase' || row.user_id !== userId) {
      throw new ApiError(404, 'No Coinbase on-ramp session with this partnerUserId', 'not_found');
    }
    return { status: coinbaseStatus(row, now()) };
  }

  return { requireProvider, signMoonpay, initCoinbase, coinbaseSessionStatus };
}
