import type { EmulatorConfig } from './config';

/**
 * The embedded-wallet iframe the SDK loads from /apps/{appId}/embedded-wallets. It speaks the SDK's plain
 * postMessage protocol: `{ id, event, data }` in; `{ id, event, data }` or `{ id, event, error }` back to the
 * parent, which accepts replies only from this origin. Part 1 answers readiness (so sign-in does not wait
 * for a time-out); every other event gets an explicit error until the wallet relay lands, never silence.
 * Only parents on the app's allowed origins are answered.
 */
export function embeddedWalletsPage(config: EmulatorConfig): string {
  const allowed = JSON.stringify(config.allowedOrigins);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embedded wallets (emulator)</title></head>
<body>
<script>
(function () {
  var allowed = ${allowed};
  window.addEventListener('message', function (event) {
    if (allowed.indexOf(event.origin) === -1) return;
    var message = event.data;
    if (!message || typeof message !== 'object' || typeof message.id !== 'string' || typeof message.event !== 'string') return;
    var reply = { id: message.id, event: message.event };
    if (message.event === 'privy:iframe:ready') {
      reply.data = {};
    } else {
      reply.error = { type: 'error', message: 'The emulator does not implement ' + message.event + ' yet' };
    }
    event.source.postMessage(reply, event.origin);
  });
})();
</script>
</body></html>`;
}
