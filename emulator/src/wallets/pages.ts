import type { EmulatorConfig } from '../config';

/**
 * The frames' parent check, as script text: `answers(origin)` is true only for the app's allowed origins, or any
 * loopback origin when the config lists none (the same rule as the API's CORS, origins.ts).
 */
function answersScript(config: EmulatorConfig): string {
  return `var allowed = ${JSON.stringify(config.allowedOrigins ?? null)};
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
  }`;
}

/**
 * The embedded-wallet iframe the SDK loads from /apps/{appId}/embedded-wallets. It speaks the SDK's plain
 * postMessage protocol: `{ id, event, data }` in; `{ id, event, data }` or `{ id, event, error }` back to the
 * parent, which accepts replies only from this origin. The page is a relay: it answers readiness itself and posts
 * every other event to the emulator's same-origin route (`/relay`, frame-routes.ts; `privy:mfa:*` events,
 * `privy:auth:unlink-passkey` and the MFA code of a wallet event to `/mfa`, mfa/routes.ts, first), which holds the keys and the logic, then posts the answer (or the error, never silence) back. Only parents on the app's allowed origins are
 * answered (any loopback origin when the config lists none).
 */
export function embeddedWalletsPage(config: EmulatorConfig): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embedded wallets (emulator)</title></head>
<body>
<script>
(function () {
  ${answersScript(config)}
  var relayUrl = ${JSON.stringify(`/apps/${encodeURIComponent(config.appId)}/embedded-wallets/relay`)};
  // Multi-factor events (and unlinking a passkey, which may be an MFA passkey) go to the MFA relay (routes/mfa.ts),
  // as does the code the SDK merges into a wallet event after an MFA prompt (verified first, then the event goes on
  // to the wallet relay).
  var mfaUrl = ${JSON.stringify(`/apps/${encodeURIComponent(config.appId)}/embedded-wallets/mfa`)};
  // The error types the SDK acts on (its MFA loop, recovery); any other failure is a plain 'error'.
  var sdkErrorTypes = ['wallet_not_on_device', 'invalid_request_arguments', 'missing_or_invalid_mfa',
    'mfa_timeout', 'mfa_verification_max_attempts_reached'];
  // The SDK sends privy:mfa:clear with only the user id: the frame answers it with the last token it was given.
  var lastToken = null;
  function send(url, event, data) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The SDK posts some values as BigInt (the Farcaster fid of privy:farcaster:sign): JSON has no BigInt.
      body: JSON.stringify({ event: event, data: data }, function (_key, value) {
        return typeof value === 'bigint' ? value.toString() : value;
      }),
    }).then(function (res) {
      return res.json().then(function (answer) {
        if (res.ok) return { data: answer.data };
        var type = sdkErrorTypes.indexOf(answer.code) !== -1 ? answer.code : 'error';
        return { error: { type: type, message: String(answer.error || 'Wallet request failed') } };
      });
    });
  }
  function answer(event, data) {
    if (event.indexOf('privy:mfa:') === 0 || event === 'privy:auth:unlink-passkey') {
      if (event === 'privy:mfa:clear' && !data.accessToken && lastToken) data.accessToken = lastToken;
      return send(mfaUrl, event, data);
    }
    // The SDK sends mfaCode: null on events outside its MFA loop (the Farcaster signer's): no code to verify.
    if (data.mfaCode == null) return send(relayUrl, event, data);
    var code = {
      accessToken: data.accessToken,
      mfaMethod: data.mfaMethod,
      mfaCode: data.mfaCode,
      relyingParty: data.relyingParty,
    };
    return send(mfaUrl, 'privy:mfa:verify', code).then(function (verified) {
      return verified.error ? verified : send(relayUrl, event, data);
    });
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
    var data = message.data && typeof message.data === 'object' ? message.data : {};
    if (typeof data.accessToken === 'string') lastToken = data.accessToken;
    // A synchronous failure (a value the frame cannot send) must still answer: the SDK's frame calls never time out.
    new Promise(function (resolve) {
      resolve(answer(message.event, data));
    })
      .then(function (result) {
        if (result.error) reply.error = result.error;
        else reply.data = result.data;
      })
      .catch(function (error) {
        reply.error = { type: 'error', message: 'The wallet frame could not answer: ' + error };
      })
      .then(function () {
        source.postMessage(reply, origin);
      });
  });
})();
</script>
</body></html>`;
}

/**
 * The export frame the SDK's `useGetWalletPrivateKey` opens, hidden, at
 * `/apps/{appId}/embedded-wallets/export?v=1-unified&wallet_id=…&client_id=…&mode=client-export#token=<access token>`.
 * Once it has loaded, the SDK posts `{ type: 'CLIENT_EXPORT_REQUEST', recipientPublicKey }` (base64 SPKI P-256) and
 * waits 30 s for `{ type: 'CLIENT_EXPORT_RESPONSE', ciphertext, encapsulatedKey, chainType }` or
 * `{ type: 'CLIENT_EXPORT_ERROR', error }` from this origin. Like the wallet frame, the page is a relay holding no
 * key: it reads the wallet's chain (`GET /api/v1/wallets/:id`), has the request signed by the user's signer
 * (`privy:user-signer:sign` through the wallet relay, the canonical payload the SDK signs for `/rpc`), and asks
 * `POST /api/v1/wallets/:id/export` for the key sealed to the app's public key; it only ever sees the sealed form.
 * The token is taken out of the address bar at once. Only the parent on an allowed origin is answered, and only in
 * `client-export` mode (the provider's visible export page, `useExportWallet`, is not emulated).
 */
export function walletExportPage(config: EmulatorConfig): string {
  const appId = JSON.stringify(config.appId);
  const relayUrl = JSON.stringify(`/apps/${encodeURIComponent(config.appId)}/embedded-wallets/relay`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wallet export (emulator)</title></head>
<body>
<p>The emulator answers headless key export (mode=client-export) only; it never shows a key.</p>
<script>
(function () {
  ${answersScript(config)}
  var appId = ${appId};
  var relayUrl = ${relayUrl};
  var query = new URLSearchParams(location.search);
  var token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  var walletId = query.get('wallet_id') || '';
  var clientExport = query.get('mode') === 'client-export';
  var walletUrl = location.origin + '/api/v1/wallets/' + encodeURIComponent(walletId);

  // RFC 8785 canonical JSON for these plain bodies: keys sorted by UTF-16 code units, no whitespace.
  function canonical(value) {
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
    return '{' + Object.keys(value).sort().map(function (key) {
      return JSON.stringify(key) + ':' + canonical(value[key]);
    }).join(',') + '}';
  }
  function base64(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }
  // The emulator's JSON answer, or its { error } as a thrown Error.
  function call(url, init) {
    return fetch(url, init).then(function (res) {
      return res.json().then(function (answer) {
        if (!res.ok) throw new Error(String((answer && answer.error) || 'Wallet export failed (' + res.status + ')'));
        return answer;
      });
    });
  }
  function apiHeaders(extra) {
    var headers = { 'content-type': 'application/json', 'privy-app-id': appId, authorization: 'Bearer ' + token };
    for (var name in extra) headers[name] = extra[name];
    return headers;
  }
  function exportTo(recipientPublicKey) {
    return call(walletUrl, { headers: apiHeaders({}) }).then(function (wallet) {
      var url = walletUrl + '/export';
      var body = { encryption_type: 'HPKE', recipient_public_key: recipientPublicKey };
      var expiry = String(Date.now() + 300000);
      var payload = {
        version: 1,
        url: url,
        method: 'POST',
        headers: { 'privy-app-id': appId, 'privy-request-expiry': expiry },
        body: body,
      };
      return call(relayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'privy:user-signer:sign', data: { accessToken: token, message: base64(canonical(payload)) } }),
      }).then(function (signed) {
        return call(url, {
          method: 'POST',
          headers: apiHeaders({
            'privy-authorization-signature': String(signed.data.signature),
            'privy-request-expiry': expiry,
          }),
          body: JSON.stringify(body),
        });
      }).then(function (sealed) {
        return {
          type: 'CLIENT_EXPORT_RESPONSE',
          ciphertext: sealed.ciphertext,
          encapsulatedKey: sealed.encapsulated_key,
          chainType: wallet.chain_type,
        };
      });
    });
  }
  window.addEventListener('message', function (event) {
    if (!clientExport || event.source !== window.parent || !answers(event.origin)) return;
    var message = event.data;
    if (!message || typeof message !== 'object' || message.type !== 'CLIENT_EXPORT_REQUEST') return;
    var origin = event.origin;
    function fail(error) {
      window.parent.postMessage({ type: 'CLIENT_EXPORT_ERROR', error: String((error && error.message) || error) }, origin);
    }
    if (typeof message.recipientPublicKey !== 'string' || !message.recipientPublicKey) {
      fail('recipientPublicKey must be a base64 SPKI P-256 public key');
    } else if (!token || !walletId) {
      fail('The export frame was opened without an access token or a wallet id');
    } else {
      exportTo(message.recipientPublicKey).then(function (answer) {
        window.parent.postMessage(answer, origin);
      }, fail);
    }
  });
})();
</script>
</body></html>`;
}
