import { escapeHtml } from '../html';
import { iconUrl, providerAppPath } from './apps';
import type { ProviderApp } from './settings';

/** The SDK's message types between the provider app's pop-ups and the requesting app (react-auth 3.45). */
export const MESSAGES = {
  useBroadcastChannel: 'PRIVY_OAUTH_USE_BROADCAST_CHANNEL',
  actionResponse: 'PRIVY_CROSS_APP_ACTION_RESPONSE',
  actionError: 'PRIVY_CROSS_APP_ACTION_ERROR',
} as const;

/** A value inside an inline script: JSON with `<` escaped, so no string can close the script element. */
const scriptValue = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A script that posts one message to the window that opened this pop-up, for one origin only. */
const postToOpener = (message: unknown, targetOrigin: string) =>
  `<script>(function(){try{if(window.opener)window.opener.postMessage(${scriptValue(message)},${scriptValue(
    targetOrigin,
  )});}catch(e){}})();</script>`;

function page(app: ProviderApp, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(app.name)} (emulated)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
header{display:flex;gap:.75rem;align-items:center}header img{width:40px;height:40px;border-radius:10px}
fieldset{border:1px solid #cbd5e1;border-radius:.5rem;padding:.5rem 1rem}label{display:flex;gap:.5rem;align-items:center;margin:.5rem 0}
input[type=email]{font:inherit;padding:.4rem;border:1px solid #94a3b8;border-radius:.5rem;flex:1}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:.875rem}
.row{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #475569;background:#fff}
button[value=allow],button[value=approve]{background:#4f46e5;color:#fff;border-color:#4f46e5}.note{color:#475569;font-size:.875rem}
[role=alert]{color:#b91c1c}</style></head>
<body>
<header><img src="${escapeHtml(iconUrl(app))}" alt=""><strong>${escapeHtml(app.name)}</strong></header>
${body}
<p class="note">This page is the local emulator standing in for ${escapeHtml(app.name)}, another app on the provider. No data leaves this machine.</p>
</body></html>`;
}

/** One account the consent page offers. */
export interface OfferedAccount {
  email: string;
  name: string;
  address: string | null;
}

/**
 * The provider app's consent page: pick or create the account there, then Allow or Deny. On load it tells the
 * requesting app (its opener, only at the redirect's origin) to listen on the SDK's BroadcastChannel too, since
 * the return page may lose its opener (COOP) on its way back.
 */
export function authorizePage(
  app: ProviderApp,
  {
    requester,
    state,
    accounts,
    redirectOrigin,
  }: {
    requester: string;
    state: string;
    accounts: OfferedAccount[];
    redirectOrigin: string;
  },
): string {
  const options = accounts
    .map(
      (a, i) =>
        `<label><input type="radio" name="account" value="${escapeHtml(a.email)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(
          a.name,
        )} (${escapeHtml(a.email)})${a.address ? ` <code>${escapeHtml(`${a.address.slice(0, 6)}…${a.address.slice(-4)}`)}</code>` : ''}</label>`,
    )
    .join('\n');
  const reach = app.readOnly
    ? `It will see your ${escapeHtml(app.name)} wallet address, but cannot ask you to sign anything (a read-only connection).`
    : `It may ask you to sign with your ${escapeHtml(app.name)} wallet; ${escapeHtml(app.name)} will show you each request to approve.`;
  return page(
    app,
    `Connect ${requester}`,
    `<h1>Sign in to ${escapeHtml(app.name)}</h1>
<p><strong>${escapeHtml(requester)}</strong> wants to connect your ${escapeHtml(app.name)} account.</p>
<p>${reach}</p>
<form method="post" action="${providerAppPath(app.appId)}/oauth/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<fieldset><legend>Your ${escapeHtml(app.name)} account</legend>
${options}
<label><input type="radio" name="account" value=""${accounts.length === 0 ? ' checked' : ''}> A new account</label>
<label>E-mail of a new account <input name="new_email" type="email" autocomplete="off"></label>
</fieldset>
<div class="row"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div>
</form>
${postToOpener({ type: MESSAGES.useBroadcastChannel }, redirectOrigin)}`,
  );
}

/** The provider app's signing page: what is asked, by whom, for which wallet; Approve or Reject. */
export function transactPage(
  app: ProviderApp,
  {
    requester,
    account,
    summary,
    token,
    request,
  }: {
    requester: string;
    account: { email: string; address: string };
    summary: [string, string][];
    token: string;
    request: string;
  },
): string {
  const rows = summary.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return page(
    app,
    'Approve request',
    `<h1>Approve request</h1>
<p><strong>${escapeHtml(requester)}</strong> asks to use your ${escapeHtml(app.name)} wallet.</p>
<dl><dt>Account</dt><dd>${escapeHtml(account.email)}</dd><dt>Wallet</dt><dd>${escapeHtml(account.address)}</dd>${rows}</dl>
<form method="post" action="${providerAppPath(app.appId)}/oauth/transact">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="request" value="${escapeHtml(request)}">
<div class="row"><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject">Reject</button></div>
</form>`,
  );
}

/**
 * A page that answers the requesting app: it posts `message` to its opener at `targetOrigin` (none: the page only
 * explains, as when the requesting page is not one the app allows) and says what happened.
 */
export function answerPage(
  app: ProviderApp,
  { title, text, message, targetOrigin }: { title: string; text: string; message?: unknown; targetOrigin?: string },
): string {
  const failed = message === undefined || (message as { type?: string }).type !== MESSAGES.actionResponse;
  return page(
    app,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p${failed ? ' role="alert"' : ''}>${escapeHtml(text)}</p>
<p>You can close this window.</p>
${message !== undefined && targetOrigin ? postToOpener(message, targetOrigin) : ''}`,
  );
}

/** One provider app as the overview lists it: its connection and its users with their wallets. */
export interface ProviderAppOverview {
  app: ProviderApp;
  users: { id: string; email: string; name: string; address: string }[];
}

/**
 * The overview of the provider apps the emulator plays (`/_emulator/apps`): each one's connection to our app and
 * its users with their wallet addresses; `fund` renders a faucet button for an address when a local chain runs.
 */
export function providerAppsPage(
  appName: string,
  apps: ProviderAppOverview[],
  fund: ((address: string) => string) | null,
): string {
  const sections = apps
    .map(({ app, users }) => {
      const rows = users.length
        ? users
            .map(
              (u) =>
                `<li>${escapeHtml(u.name)} (${escapeHtml(u.email)}) <code>${escapeHtml(u.address)}</code>${
                  fund ? ` ${fund(u.address)}` : ''
                }</li>`,
            )
            .join('')
        : '<li>No account yet: one is made when someone allows a connection.</li>';
      const state = `${app.connected ? `connected to ${appName}` : 'not connected'}${app.readOnly ? ', read-only' : ''}`;
      return `<section><h2><img src="${escapeHtml(iconUrl(app))}" alt="" width="24" height="24"> ${escapeHtml(
        app.name,
      )}</h2><p>App id <code>${escapeHtml(app.appId)}</code>: ${escapeHtml(state)}.</p><ul>${rows}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provider apps (emulated)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
code{overflow-wrap:anywhere}form{display:inline}h2 img{vertical-align:middle;border-radius:6px}</style></head>
<body><h1>Provider apps</h1>
<p>Other apps on the provider whose users may sign in to ${escapeHtml(appName)} with their account there (cross-app accounts), played by the emulator.</p>
${sections || '<p>None configured.</p>'}
<p><a href="/_emulator">Back to the inbox</a></p>
</body></html>`;
}
