import type { EmulatorConfig } from '../config';
import { escapeHtml } from '../html';
import type { FarcasterSignerRow } from '../store/farcaster-signers';
import { APPROVAL_PATH, type PendingSignerRequest } from './service';

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
code{word-break:break-all}.row{display:flex;gap:.75rem;margin-top:1.25rem}form{margin:0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #475569;background:#fff}
button[value=approve]{background:#6d28d9;color:#fff;border-color:#6d28d9}.note{color:#475569;font-size:.875rem}</style></head>
<body>${body}</body></html>`;

const account = (fid: number, username: string | null) =>
  `${username ? `@${escapeHtml(username)} ` : ''}(fid ${escapeHtml(fid)})`;

const decisionForm = (token: string, decision: 'approve' | 'reject', label: string) =>
  `<form method="post" action="${APPROVAL_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
  `<button type="submit" name="decision" value="${decision}">${label}</button></form>`;

/**
 * The emulated Farcaster app's signer request (what the `signer_approval_url` opens): the app asks to add a signer
 * to the user's Farcaster account, with Approve and Reject (same-site POST forms behind the development guard).
 * A request already answered or expired says so and offers nothing to press.
 */
export function signerApprovalPage(
  config: EmulatorConfig,
  signer: FarcasterSignerRow,
  username: string | null,
  now: number,
): string {
  const waiting = signer.status === 'pending_approval' && signer.expires_at > now;
  const state =
    signer.status === 'approved'
      ? '<p role="status">This signer was approved.</p>'
      : signer.status === 'revoked'
        ? '<p role="status">This signer request was rejected.</p>'
        : '<p role="status">This signer request has expired. Ask again from the app.</p>';
  return page(
    `Farcaster (emulated): add a signer for ${config.appName}`,
    `<h1>Add a signer</h1>
<p><strong>${escapeHtml(config.appName)}</strong> wants to add a signer to your Farcaster account ${account(signer.fid, username)}. It will be able to add casts, likes, follows, and more on your behalf.</p>
<p>Signer key: <code>${escapeHtml(signer.public_key)}</code></p>
<p class="note">This page is the local emulator standing in for your Farcaster app. No data leaves this machine.</p>
${
  waiting
    ? `<div class="row">${decisionForm(signer.token, 'approve', 'Approve')}${decisionForm(signer.token, 'reject', 'Reject')}</div>`
    : state
}`,
  );
}

/** After Approve or Reject. */
export function signerDecidedPage(approved: boolean): string {
  return page(
    'Farcaster (emulated)',
    approved
      ? '<h1>Signer approved</h1><p>Go back to the app: it sees the approval by itself.</p>'
      : '<h1>Signer rejected</h1><p>The app gets no signer. You can close this page.</p>',
  );
}

/** The signer requests waiting for the Farcaster app, each linking to its approval page. */
function signerRequestList(requests: readonly PendingSignerRequest[]): string {
  const items = requests
    .map(
      (r) =>
        `<li>${account(r.fid, r.username)}, key <code>${escapeHtml(`${r.publicKey.slice(0, 10)}…`)}</code>: <a href="${escapeHtml(r.approvalUrl)}">open in the Farcaster app</a></li>`,
    )
    .join('');
  return `<h2>Farcaster signer requests waiting</h2>
<ul aria-label="Farcaster signer requests">${items || '<li>None.</li>'}</ul>`;
}

/**
 * The inbox's section: the requests waiting (when the inbox passes them), and links to the page listing them and
 * to its JSON twin.
 */
export function signerRequestsSection(requests: readonly PendingSignerRequest[] | undefined): string {
  return `${signerRequestList(requests ?? [])}
<p><a href="/_emulator/farcaster/signers">Signer requests</a> · <a href="/_emulator/farcaster/signers.json">Signer requests (JSON)</a></p>`;
}

/** Every signer request waiting (the page the inbox links to), refreshed every 5 seconds like the inbox. */
export function signerRequestsPage(config: EmulatorConfig, requests: readonly PendingSignerRequest[]): string {
  return page(
    `Farcaster signer requests · ${config.appName} emulator`,
    `${signerRequestList(requests)}
<p><a href="/_emulator">Inbox</a> · <a href="/_emulator/farcaster/signers.json">JSON</a></p>`,
    '<meta http-equiv="refresh" content="5">',
  );
}
