import type { EmulatorConfig } from '../config';
import { escapeHtml } from '../html';
import { type ListedWallet, MAX_MESSAGE_LENGTH } from './app-server';

/** The development page's path (behind the dev guard) and its JSON twin. */
const APP_SERVER_PATH = '/_emulator/app-server';

/** What the page shows after a signing attempt. */
export type SignOutcome =
  | { ok: true; address: string; message: string; signature: string; encoding: string }
  | { ok: false; address: string; message: string; error: string };

const WHERE: Record<string, string> = { server: 'server-side', 'on-device': 'on device' };

function walletTable(wallets: ListedWallet[], caption: string, empty: string): string {
  const rows = wallets
    .map(
      (w) =>
        `<tr><td><code>${escapeHtml(w.user_id)}</code></td><td>${escapeHtml(w.chain_type)}</td><td><code>${escapeHtml(
          w.address,
        )}</code></td><td>${escapeHtml(WHERE[w.mode] ?? w.mode)}</td></tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">User</th><th scope="col">Chain</th><th scope="col">Address</th><th scope="col">Key</th></tr></thead>
<tbody>${rows || `<tr><td colspan="4">${escapeHtml(empty)}</td></tr>`}</tbody></table>`;
}

function outcomeSection(outcome: SignOutcome | null): string {
  if (!outcome) return '';
  if (!outcome.ok) {
    return `<section role="alert" class="refused" aria-label="Result"><h2>Refused</h2><p>${escapeHtml(outcome.error)}</p>
<p>Wallet <code>${escapeHtml(outcome.address)}</code></p></section>`;
  }
  return `<section role="status" class="signed" aria-label="Result"><h2>Signed by the app's server</h2>
<dl><dt>Wallet</dt><dd><code>${escapeHtml(outcome.address)}</code></dd><dt>Message</dt><dd>${escapeHtml(
    outcome.message,
  )}</dd><dt>Signature (${escapeHtml(outcome.encoding)})</dt><dd><output aria-label="Signature">${escapeHtml(
    outcome.signature,
  )}</output></dd></dl></section>`;
}

/**
 * "The app's server while you're away": the wallets whose users granted the app offline access (and the others),
 * and a form that signs a message with one of them as the app's server would, with no user session. Refused,
 * with the reason, for a wallet that is not (or no longer) delegated.
 */
export function appServerPage(
  config: EmulatorConfig,
  signer: { id: string; name: string; publicKey: string },
  wallets: ListedWallet[],
  outcome: SignOutcome | null = null,
): string {
  const delegated = wallets.filter((w) => w.delegated);
  const others = wallets.filter((w) => !w.delegated);
  const selected = outcome?.address ?? delegated[0]?.address ?? '';
  const options = [...delegated, ...others]
    .map(
      (w) =>
        `<option value="${escapeHtml(w.address)}"${w.address === selected ? ' selected' : ''}>${escapeHtml(
          `${w.chain_type} ${w.address}${w.delegated ? ' (delegated)' : ''}`,
        )}</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The app's server · ${escapeHtml(config.appName)} emulator</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}caption{text-align:left;font-weight:600;padding:.4rem 0}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #cbd5e1}code,output{word-break:break-all}
label{display:block;margin:.6rem 0 .2rem}select,input{font:inherit;width:100%;max-width:40rem;padding:.3rem}
button{font:inherit;padding:.4rem .9rem;margin-top:.8rem}
.refused{border:2px solid #b91c1c;padding:0 1rem;margin:1rem 0}.signed{border:2px solid #15803d;padding:0 1rem;margin:1rem 0}
</style></head>
<body>
<h1>The app's server</h1>
<p><strong>${escapeHtml(signer.name)}</strong> is the signer <code>${escapeHtml(signer.id)}</code> of
<strong>${escapeHtml(config.appName)}</strong>. It may act on a wallet whose user granted offline access, even
while the user is signed out; once the user revokes it, it is refused.</p>
<p>Its public key (P-256, SPKI): <code>${escapeHtml(signer.publicKey)}</code></p>
${outcomeSection(outcome)}
<form method="post" action="${APP_SERVER_PATH}/sign">
<label for="address">Wallet</label>
<select id="address" name="address" required>${options || '<option value="">No embedded wallets yet</option>'}</select>
<label for="message">Message</label>
<input id="message" name="message" required maxlength="${MAX_MESSAGE_LENGTH}" value="${escapeHtml(
    outcome?.message ?? "Signed by the app's server while you were away",
  )}">
<button type="submit">Sign as the app's server</button>
</form>
<h2>Wallets</h2>
${walletTable(delegated, 'Delegated wallets (offline access granted)', "No wallet is delegated to the app's server.")}
${walletTable(others, 'Other embedded wallets', 'None.')}
<p><a href="/_emulator">Inbox</a> · <a href="${APP_SERVER_PATH}.json">JSON</a></p>
</body></html>`;
}
