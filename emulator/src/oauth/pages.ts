import type { EmulatorConfig } from '../config';
import { escapeHtml } from '../html';

/** The consent page that stands in for the provider: choose who you are, then Allow or Deny. */
export function consentPage(config: EmulatorConfig, providerName: string, state: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(providerName)} (emulated): sign in to ${escapeHtml(config.appName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
label{display:grid;gap:.25rem;margin:.75rem 0}input{font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
.row{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #475569;background:#fff}
button[value=allow]{background:#4f46e5;color:#fff;border-color:#4f46e5}.note{color:#475569;font-size:.875rem}</style></head>
<body>
<h1>Sign in with ${escapeHtml(providerName)}</h1>
<p><strong>${escapeHtml(config.appName)}</strong> wants to use your ${escapeHtml(providerName)} account.</p>
<p class="note">This page is the local emulator standing in for ${escapeHtml(providerName)}. No data leaves this machine.</p>
<form method="post" action="/_emulator/oauth/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label>Email <input name="email" type="email" value="ada@example.com" required></label>
<label>Name <input name="name" value="Ada Lovelace" required></label>
<div class="row"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div>
</form>
</body></html>`;
}
