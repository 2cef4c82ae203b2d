import { escapeHtml } from '../html';
import type { PhoneWallet } from './service';

type State = ReturnType<PhoneWallet['pending']>;

const decision = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}" class="row">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject">Reject</button>
<span class="sr-only">${escapeHtml(label)}</span></form>`;

/** What a request asks, shown in full but bounded: its parameters as JSON, at most 2,000 characters. */
const shown = (params: unknown) => {
  const text = JSON.stringify(params, null, 2) ?? '';
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
};

/**
 * The emulated phone's page: its account, a field for an app's `wc:` link (filled when the app's deep link opened
 * the page), the session proposals and requests waiting with Approve / Reject, the sessions open, and the switch
 * that makes it go quiet. Every value is escaped; every change is a POST (the development pages' rule).
 */
export function phonePage(address: string, state: State, uri: string, message: string | null): string {
  const proposals = state.proposals
    .map(
      (p) => `<li><strong>${escapeHtml(p.app.name)}</strong> (${escapeHtml(p.app.url)}) asks to connect on
${escapeHtml(p.chains.join(', ') || 'no chain named')}${decision(`/_emulator/phone/proposals/${p.id}`, `Connect to ${p.app.name}`)}</li>`,
    )
    .join('');
  const requests = state.requests
    .map(
      (r) => `<li><strong>${escapeHtml(r.method)}</strong> on ${escapeHtml(r.chainId)}
<pre>${escapeHtml(shown(r.params))}</pre>${decision(`/_emulator/phone/requests/${r.id}`, r.method)}</li>`,
    )
    .join('');
  const sessions = state.sessions.map((s) => `<li>${escapeHtml(s.app)}</li>`).join('');
  const quiet = `<form method="post" action="/_emulator/phone/quiet" class="row">
<input type="hidden" name="on" value="${state.quiet ? 'false' : 'true'}">
<button type="submit">${state.quiet ? 'Come back online' : 'Go quiet (stop answering the app)'}</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Phone wallet · emulator</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#0f172a}
label{display:block;font-weight:600}input[type=text]{width:100%;font:inherit;padding:.4rem}button{font:inherit;padding:.4rem .9rem}
.row{display:flex;gap:.5rem;margin:.4rem 0}pre{background:#f1f5f9;padding:.5rem;overflow-x:auto;white-space:pre-wrap;word-break:break-all}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}[role=alert]{color:#b91c1c}
</style></head>
<body>
<h1>Phone wallet</h1>
<p>A phone wallet the emulator simulates with WalletConnect's own wallet client. Its account:
<code>${escapeHtml(address)}</code> (fund it from the <a href="/_emulator">inbox</a> to send transactions).</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/_emulator/phone/pair">
<label for="uri">WalletConnect link (wc:…)</label>
<input type="text" id="uri" name="uri" value="${escapeHtml(uri)}" autocomplete="off">
<div class="row"><button type="submit">Connect</button></div>
</form>
<h2>Asking to connect</h2>
<ul>${proposals || '<li>Nothing waiting.</li>'}</ul>
<h2>Requests</h2>
<ul>${requests || '<li>Nothing waiting.</li>'}</ul>
<h2>Connected apps</h2>
<ul>${sessions || '<li>None.</li>'}</ul>
<h2>Simulate</h2>
${quiet}
<p>A phone that never answers: leave a request waiting (the app cancels it).</p>
<p><a href="/_emulator/phone">Refresh</a> · <a href="/_emulator/phone.json">JSON</a></p>
</body></html>`;
}
