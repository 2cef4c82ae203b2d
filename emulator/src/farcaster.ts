import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { EmulatorConfig } from './config';
import { escapeHtml } from './html';

/**
 * Farcaster sign-in as the provider's own modal does it ("Sign In With Farcaster" through a relay): the app
 * opens a channel, shows its connect URI as a QR code, and polls until the user's Farcaster app has signed
 * a SIWF message with the account's custody key. Offline, the emulator is that Farcaster app too: its
 * connect page approves the request as a local account whose custody key it holds, and signs for real.
 */
export interface FarcasterProfile {
  fid: number;
  username: string;
  custodyKey: Hex;
}

export const custodyAddress = (profile: FarcasterProfile) => privateKeyToAccount(profile.custodyKey).address;

export const newCustodyKey = () => generatePrivateKey();

/** The SIWF message (EIP-4361 with a `farcaster://fid/<fid>` resource) and its custody signature. */
export async function signInWithFarcaster(
  profile: FarcasterProfile,
  { domain, uri, nonce, issuedAt }: { domain: string; uri: string; nonce: string; issuedAt: Date },
) {
  const account = privateKeyToAccount(profile.custodyKey);
  const message = createSiweMessage({
    domain,
    address: account.address,
    statement: 'Farcaster Auth',
    uri,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt,
    resources: [`farcaster://fid/${profile.fid}`],
  });
  return { message, signature: await account.signMessage({ message }) };
}

/** A local avatar, as for OAuth identities: nothing reaches the network for it. */
export function farcasterAvatar(username: string): string {
  const initial = (username.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#855dcd"/><text x="32" y="41" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

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
