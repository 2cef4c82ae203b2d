import { z } from 'zod';

/** The fiat on-ramps the emulator stands in for (the dashboard's card providers). */
const ONRAMP_PROVIDERS = ['moonpay', 'coinbase'] as const;
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number];

/** The smallest purchase the stand-in pages accept, in US cents ($1). */
export const MIN_AMOUNT_CENTS = 100;

/** A US dollar amount as written in the configuration and on the pages: "25" or "25.50" (at most $9 999 999.99). */
export const UsdAmount = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be a US dollar amount such as "25" or "25.50"');

/** Whole US cents of a valid `UsdAmount` ("25.5" → 2550), exact (no floating point). */
export function usdCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The fiat on-ramps the app offers (the dashboard's funding settings, the app config's `funding_config`): which
 * providers are on (an empty list turns funding off), the amount the app suggests, the largest purchase the
 * stand-in pages take, and how long a signed URL or a Coinbase session may wait for its payment.
 */
export const FundingSettingsSchema = z
  .object({
    providers: z
      .array(z.enum(ONRAMP_PROVIDERS))
      .refine((list) => new Set(list).size === list.length, 'must not repeat a provider')
      .default(['moonpay', 'coinbase']),
    /** What the app suggests buying, in USD (`default_recommended_amount`, converted to the native currency). */
    defaultAmountUsd: UsdAmount.default('25'),
    /**
     * The largest purchase one page accepts, in USD. The default is the library's own upper bound
     * (`FUNDING_AMOUNT.maxUsd`), so any amount the amount screen accepts is one the stand-in on-ramps take.
     */
    maxAmountUsd: UsdAmount.default('10000'),
    /** Minutes a signed MoonPay URL or a Coinbase session may wait to be paid. */
    purchaseMinutes: z.number().int().min(1).max(1440).default(30),
  })
  .strict()
  .refine((s) => usdCents(s.defaultAmountUsd) >= MIN_AMOUNT_CENTS, {
    message: 'defaultAmountUsd must be at least 1',
    path: ['defaultAmountUsd'],
  })
  .refine((s) => usdCents(s.defaultAmountUsd) <= usdCents(s.maxAmountUsd), {
    message: 'defaultAmountUsd must not be more than maxAmountUsd',
    path: ['defaultAmountUsd'],
  });
