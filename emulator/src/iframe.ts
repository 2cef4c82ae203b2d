import type { EmulatorConfig } from './config';

/**
 * The embedded-wallet iframe the SDK loads from /apps/{appId}/embedded-wallets. It speaks the SDK's plain
 * postMessage protocol: `{ id, event, data }` in; `{ id, event, data }` or `{ id, event, error }` back to the
 * parent, which accepts replies only from this origin. Part 1 answers readiness (so sign-in does not wait
 * for a time-out); every other event gets an explicit error until the wallet relay lands, never silence.
 * Only parents on the app's allowed origins are answered (any loopback origin when the config lists none).
 */
export function embeddedWalletsPage(config: EmulatorConfig): string {
  // null: any loopback parent (the same rule as the API's CORS, origins.ts).
  const allowed = JSON.stringify(config.allowedOrigins ?? null);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embedded wallets (emulator)</title></head>
<body>
<script>
(function () {
  var allowed = ${allowed};
  function answers(origin) {
    if (allowed) return allowed.indexOf(origin) !== -1;
    try {
      var url = new URL(origin);
      var host = url.hostname;
      return (url.protocol === 'http:' || url.protocol === 'https:') &&
        (host === 'localhost' || host === '[::1]' || /^127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$/.test(host));
    } catch (error) {
      return false;
    }
  }
  window.addEventListener('message', function (event) {
    if (!answers(event.origin)) return;
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
