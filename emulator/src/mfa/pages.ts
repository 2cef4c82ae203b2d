import type { EmulatorConfig } from '../config';
import { escapeHtml } from '../html';

/**
 * The multi-factor codes page: the TOTP code to type now for each user enrolled in an authenticator app (the emulator's
 * users are all test users), with the seconds it stays current, and the verification codes sent by SMS, so a
 * person can complete MFA without a phone.
 */
export function authenticatorCodesPage(
  codes: {
    totp: { userId: string; code: string; secondsLeft: number }[];
    sms: { to: string; code: string; sentAt: string }[];
  },
  config: EmulatorConfig,
): string {
  const rows = codes.totp
    .map(
      (c) =>
        `<tr><td><code>${escapeHtml(c.userId)}</code></td><td class="code">${escapeHtml(c.code)}</td><td>${c.secondsLeft} s</td></tr>`,
    )
    .join('');
  const sms = codes.sms
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.to)}</td><td class="code">${escapeHtml(m.code)}</td><td>${escapeHtml(m.sentAt)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Authenticator codes · ${escapeHtml(config.appName)} emulator</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #cbd5e1}
.code{font:600 1.2rem ui-monospace,monospace;letter-spacing:.15em}
</style></head>
<body>
<h1>Authenticator codes</h1>
<p>The authenticator-app (TOTP) code to type now for every user enrolled in one (a code is accepted once: after the current one, the next one). This page refreshes every 5 seconds.</p>
<table><thead><tr><th scope="col">User</th><th scope="col">Code</th><th scope="col">Current for</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">No user has enrolled an authenticator app.</td></tr>'}</tbody></table>
<h2>Verification codes sent by SMS</h2>
<table><thead><tr><th scope="col">To</th><th scope="col">Code</th><th scope="col">Sent</th></tr></thead>
<tbody>${sms || '<tr><td colspan="3">No verification code sent by SMS yet.</td></tr>'}</tbody></table>
<p><a href="/_emulator">Inbox</a> · <a href="/_emulator/mfa.json">JSON</a></p>
</body></html>`;
}
