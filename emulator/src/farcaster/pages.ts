import type { EmulatorConfig } from '../config';
import { escapeHtml } from '../html';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
label{display:grid;gap:.25rem;margin:.75rem 0}input{font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
.row{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #475569;background:#fff}
button[value=approve]{background:#855dcd;color:#fff;border-color:#855dcd}.note{color:#475569;font-size:.875rem}</style></head>
<body>${body}</body></html>`;

/** The emulated Farcaster app's request page: sign in as which account, Approve or Decline. */
export function farcasterConnectPage(config: EmulatorConfig, channel: string, domain: string): string {
  return page(
    `Farcaster (emulated): sign in to ${config.appName}`,
    `<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(domain)}</strong> (${escapeHtml(config.appName)}) asks to sign in with your Farcaster account.</p>
<p class="note">This page is the local emulator standing in for your Farcaster app. No data leaves this machine.</p>
<form method="post" action="/_emulator/farcaster/connect">
<input type="hidden" name="channel" value="${escapeHtml(channel)}">
<label>Username <input name="username" value="ada" pattern="[a-z0-9][a-z0-9-]{0,15}" required></label>
<div class="row"><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button></div>
</form>`,
  );
}

export function farcasterDonePage(approved: boolean): string {
  return page(
    'Farcaster (emulated)',
    approved
      ? '<h1>Approved</h1><p>Go back to the app: it signs you in by itself.</p>'
      : '<h1>Declined</h1><p>The app was not signed in. You can close this page.</p>',
  );
}
