import { escapeHtml } from '../html';
import type { OnrampProvider } from './settings';

/** The test cards the stand-in pages take (Stripe's well-known numbers): one is paid, one is declined. */
export const TEST_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;

/** The provider's name as the pages print it. */
export const PROVIDER_NAMES: Record<OnrampProvider, string> = { moonpay: 'MoonPay', coinbase: 'Coinbase Onramp' };

const STYLE = `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
label{display:grid;gap:.25rem;margin:.75rem 0}input{font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
.row{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #475569;background:#fff}
button[value=pay]{background:#4f46e5;color:#fff;border-color:#4f46e5}button:disabled{opacity:.5}
.note{color:#475569;font-size:.875rem}.error{color:#b91c1c}code{word-break:break-all}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0}</style>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
${STYLE}</head>
<body>
${body}
</body></html>`;
}

export interface PurchaseFormView {
  provider: OnrampProvider;
  appName: string;
  /** Where the form posts: the page's own path and query (the signed URL, or the Coinbase session). */
  action: string;
  address: string;
  chainName: string;
  symbol: string;
  /** The USD price of one unit, or null when the price table has none (then nothing can be bought). */
  priceUsd: number | null;
  amountUsd: string;
  /** What `amountUsd` buys (a decimal of the native currency), or null. */
  buys: string | null;
  maxAmountUsd: string;
  /** Why Pay cannot work here (no local chain, no price), or null. */
  blocked: string | null;
  /** What was wrong with the last submission, or null. */
  error: string | null;
  expiresAt: number;
}

/** The purchase page: amount in USD, what it buys, a test card, Pay and Cancel (a same-origin POST form). */
export function purchaseFormPage(view: PurchaseFormView): string {
  const name = PROVIDER_NAMES[view.provider];
  const price =
    view.priceUsd === null
      ? ''
      : `<p id="quote">$${escapeHtml(view.amountUsd)} buys <strong>${escapeHtml(view.buys ?? '0')} ${escapeHtml(
          view.symbol,
        )}</strong> at $${escapeHtml(view.priceUsd)} per ${escapeHtml(view.symbol)} (the emulator's price table).</p>`;
  return page(
    `${name} (emulated): buy ${view.symbol}`,
    `<h1>Buy ${escapeHtml(view.symbol)} with ${escapeHtml(name)}</h1>
<p><strong>${escapeHtml(view.appName)}</strong> asks you to fund this wallet on ${escapeHtml(view.chainName)} (the local chain):</p>
<p><code id="wallet">${escapeHtml(view.address)}</code></p>
<p class="note">This page is the local emulator standing in for ${escapeHtml(name)}. No money moves: Pay sends ${escapeHtml(
      view.symbol,
    )} from the local chain's development account. The link stays valid until ${escapeHtml(new Date(view.expiresAt).toISOString())}.</p>
${view.blocked ? `<p class="error" role="alert" id="blocked">${escapeHtml(view.blocked)}</p>` : ''}
${view.error ? `<p class="error" role="alert" id="error">${escapeHtml(view.error)}</p>` : ''}
${price}
<form method="post" action="${escapeHtml(view.action)}">
<label>Amount in USD <input name="amount" inputmode="decimal" value="${escapeHtml(view.amountUsd)}" required aria-describedby="amount-note"></label>
<p class="note" id="amount-note">From $1.00 to $${escapeHtml(view.maxAmountUsd)}.</p>
<label>Card number <input name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242" required aria-describedby="card-note"></label>
<p class="note" id="card-note">Test cards: 4242 4242 4242 4242 is paid; 4000 0000 0000 0002 is declined.</p>
<div class="row"><button type="submit" name="decision" value="pay"${view.blocked ? ' disabled' : ''}>Pay</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

export interface PurchaseOutcomeView {
  provider: OnrampProvider;
  title: string;
  message: string;
  details?: [label: string, value: string][];
}

/** What became of a purchase (paid with its transaction, declined, cancelled, or why the page refuses). */
export function purchaseOutcomePage(view: PurchaseOutcomeView): string {
  const name = PROVIDER_NAMES[view.provider];
  const details = view.details?.length
    ? `<dl>${view.details
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd><code>${escapeHtml(value)}</code></dd>`)
        .join('')}</dl>`
    : '';
  return page(
    `${name} (emulated): ${view.title}`,
    `<h1>${escapeHtml(view.title)}</h1>
<p role="status">${escapeHtml(view.message)}</p>
${details}
<p class="note">This page is the local emulator standing in for ${escapeHtml(name)}. You can close this window.</p>`,
  );
}
