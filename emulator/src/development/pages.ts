import { faucetForm } from '../chain/faucet-form';
import type { EmulatorConfig } from '../config';
import { signerRequestsSection } from '../farcaster-signer/pages';
import type { PendingSignerRequest } from '../farcaster-signer/service';
import { escapeHtml } from '../html';

interface Inbox {
  messages: { channel: string; to: string; code: string; sentAt: string }[];
  users: { id: string; linked_accounts: Record<string, unknown>[] }[];
  /** Farcaster sign-ins waiting for the (emulated) Farcaster app's approval. */
  farcaster: { domain: string; connectUri: string }[];
  /** Farcaster signer requests waiting for the (emulated) Farcaster app's approval (farcaster-signer/service.ts). */
  farcasterSigners?: PendingSignerRequest[];
}

/** How the inbox names each channel: MFA codes by SMS apart from sign-in codes. */
const CHANNEL_LABELS: Record<string, string> = { email: 'E-mail', sms: 'SMS', mfa_sms: 'SMS (verification)' };

/** A user's embedded wallets: chain type, address, HD index, and whether the key was imported. */
function walletList(wallets: Record<string, unknown>[], faucet: FaucetButton | null) {
  const items = wallets
    .map(
      (w) =>
        `<li>${escapeHtml(String(w.chain_type))} <code>${escapeHtml(String(w.address))}</code> (index ${escapeHtml(String(w.wallet_index))}${w.imported ? ', imported' : ''}${w.recovery_method === 'privy' ? ', on device' : ''})${
          faucet && w.chain_type === 'ethereum' ? ` ${faucetForm(String(w.address), faucet)}` : ''
        }</li>`,
    )
    .join('');
  return `<ul aria-label="Embedded wallets">${items}</ul>`;
}

/** What the inbox's "Fund" buttons send, when a local chain runs. */
interface FaucetButton {
  amount: string;
  symbol: string;
}

/**
 * The emulator's inbox page: codes sent by e-mail and SMS, Farcaster sign-ins and signer requests waiting for the
 * (emulated) Farcaster app, users with their accounts and embedded wallets (each Ethereum wallet with a "Fund" button
 * when a local chain runs), and reset.
 */
export function inboxPage(inbox: Inbox, config: EmulatorConfig, faucet: FaucetButton | null = null): string {
  const rows = inbox.messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(CHANNEL_LABELS[m.channel] ?? m.channel)}</td><td>${escapeHtml(m.to)}</td><td class="code">${escapeHtml(m.code)}</td><td>${escapeHtml(m.sentAt)}</td></tr>`,
    )
    .join('');
  const users = inbox.users
    .map((u) => {
      const embedded = u.linked_accounts.filter((a) => a.type === 'wallet' && a.wallet_client_type === 'privy');
      const accounts = u.linked_accounts
        .filter((a) => !embedded.includes(a))
        .map((a) => escapeHtml(`${a.type} ${a.address ?? a.phoneNumber ?? a.subject ?? ''}`.trim()))
        .join(', ');
      return `<li><code>${escapeHtml(u.id)}</code>: ${accounts}${embedded.length ? walletList(embedded, faucet) : ''}</li>`;
    })
    .join('');
  const farcaster = inbox.farcaster
    .map((f) => `<li>${escapeHtml(f.domain)}: <a href="${escapeHtml(f.connectUri)}">open in the Farcaster app</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Inbox · ${escapeHtml(config.appName)} emulator</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #cbd5e1}
.code{font:600 1.2rem ui-monospace,monospace;letter-spacing:.15em}button{font:inherit;padding:.4rem .9rem}
</style></head>
<body>
<h1>Inbox</h1>
<p>Every code the emulator of <strong>${escapeHtml(config.appName)}</strong> (<code>${escapeHtml(config.appId)}</code>) has sent. This page refreshes every 5 seconds.</p>
<table><caption class="sr-only">Codes sent</caption><thead><tr><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Sent</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No codes sent yet.</td></tr>'}</tbody></table>
<h2>Farcaster sign-ins waiting</h2>
<ul>${farcaster || '<li>None.</li>'}</ul>
${signerRequestsSection(inbox.farcasterSigners)}
<h2>Users</h2>
<ul>${users || '<li>No users yet.</li>'}</ul>
<form method="post" action="/_emulator/reset"><button type="submit">Reset all data</button></form>
<p><a href="/_emulator/inbox.json">JSON</a> · <a href="/_emulator/mfa">Authenticator codes</a> · <a href="/_emulator/apps">Provider apps (cross-app)</a> · <a href="/_emulator/app-server">The app's server (offline access)</a> · <a href="/_emulator/farcaster/signers">Farcaster signer requests</a> · <a href="/_emulator/onramp/purchases.json">On-ramp purchases</a> · <a href="/_emulator/phone">Phone wallet (WalletConnect)</a> · <a href="/.well-known/jwks.json">JWKS</a></p>
</body></html>`;
}
