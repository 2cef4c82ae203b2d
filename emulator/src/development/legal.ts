import type { EmulatorConfig } from '../config';
import { escapeHtml } from '../html';

/** Which document: the app's terms or its privacy policy. */
export type LegalDocument = 'terms' | 'privacy';

const TITLES: Record<LegalDocument, string> = { terms: 'Terms of service', privacy: 'Privacy policy' };

/**
 * The demo app's terms or privacy policy, so the sign-in page's footer and the terms screen lead somewhere offline
 * (the app config's `termsUrl` / `privacyUrl` may name these pages by path, `/_emulator/terms`). Sample wording that
 * says what it is: an emulated app's documents bind nobody.
 */
export function legalPage(document: LegalDocument, config: EmulatorConfig): string {
  const app = escapeHtml(config.appName);
  const title = TITLES[document];
  const body =
    document === 'terms'
      ? `<p>These are sample terms of <strong>${app}</strong>, an app running on a local emulator of the provider's API.
They stand where a real app's terms of service would, so that the sign-in page's links and the terms screen can be
tried offline.</p>
<p>Accepting them here records the acceptance in the emulator's database only (<code>has_accepted_terms</code> on the
user); nothing leaves this machine.</p>`
      : `<p>This is a sample privacy policy of <strong>${app}</strong>, an app running on a local emulator of the
provider's API.</p>
<p>Everything you enter — e-mail addresses, phone numbers, wallets, codes — is kept in the emulator's database on
this machine (or in memory) and is erased by "Reset all data" on the <a href="/_emulator">inbox</a>. No message is
sent: codes appear in the inbox instead.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${app}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#0f172a}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body></html>`;
}

/**
 * A terms or privacy URL of the app config as the SDK receives it: an absolute URL as given, a path (`/_emulator/…`)
 * on the emulator's own origin.
 */
export function legalUrl(value: string | null, origin: string): string | null {
  if (value === null) return null;
  return value.startsWith('/') ? new URL(value, origin).href : value;
}
