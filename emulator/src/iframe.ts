import type { EmulatorConfig } from './config';

/**
 * The embedded-wallet iframe the SDK loads from /apps/{appId}/embedded-wallets. It speaks the SDK's plain
 * postMessage protocol: `{ id, event, data }` in; `{ id, event, data }` or `{ id, event, error }` back to the
 * parent, which accepts replies only from this origin. The page is a relay: it answers readiness itself and posts
 * every other event to the emulator's same-origin route (`routes/wallet-relay.ts`), which holds the keys and the
 * logic, then posts the answer (or the error, never silence) back. Only parents on the app's allowed origins are
 * answered (any loopback origin when the config lists none).
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
  var relayUrl = ${JSON.stringify(`/apps/${encodeURIComponent(config.appId)}/embedded-wallets/relay`)};
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
    var source = event.source;
    var origin = event.origin;
    var reply = { id: message.id, event: message.event };
    if (message.event === 'privy:iframe:ready') {
      reply.data = {};
      source.postMessage(reply, origin);
      return;
    }
    fetch(relayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: message.event, data: message.data || {} }),
    })
      .then(function (res) {
        return res.json().then(function (answer) {
          if (res.ok) reply.data = answer.data;
          else reply.error = { type: answer.code === 'wallet_not_on_device' ? 'wallet_not_on_device' : 'error', message: String(answer.error || 'Wallet request failed') };
        });
      })
      .catch(function (error) {
        reply.error = { type: 'error', message: 'The emulator could not be reached: ' + error };
      })
      .then(function () {
        source.postMessage(reply, origin);
      });
  });
})();
</script>
</body></html>`;
}
