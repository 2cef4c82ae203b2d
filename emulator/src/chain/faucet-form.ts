import { escapeHtml } from '../html';

/** The faucet's path on the emulator (a development page, behind the dev guard). */
const FAUCET_PATH = '/_emulator/faucet';

/**
 * The inbox page's "Fund" button for one Ethereum address: a same-origin form post to the faucet, which sends
 * the configured default amount from the local chain's development account and comes back to the inbox.
 */
export function faucetForm(address: string, { amount = '1', symbol = 'ETH' } = {}): string {
  return `<form method="post" action="${FAUCET_PATH}" class="faucet"><input type="hidden" name="address" value="${escapeHtml(
    address,
  )}"><input type="hidden" name="amount" value="${escapeHtml(amount)}"><button type="submit">Fund ${escapeHtml(
    amount,
  )} ${escapeHtml(symbol)}</button></form>`;
}
