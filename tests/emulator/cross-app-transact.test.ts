/**
 * Cross-app signing through the provider app's transact page, and the bound on accounts a flood of consents may
 * make.
 */
import { type Hex, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRepository } from '../../emulator/src/store/index';
import {
  APP_ORIGIN,
  answer,
  crossAppLogin,
  form,
  LEDGERLY,
  ORBIT,
  posted,
  request,
  transactUrl,
} from './cross-app-helpers';
import { clock, config, type Emulated, emulator, resetClock, type Serialized } from './helpers';

beforeEach(resetClock);

describe('cross-app signing: the provider app’s transact page', () => {
  async function orbitUser(e: Emulated) {
    const { session, address } = await crossAppLogin(e, ORBIT);
    return { token: session.oauth_tokens?.access_token ?? '', address };
  }

  it('personal_sign: the page shows the request; Approve posts a signature of that wallet to the app', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const req = request('personal_sign', ['Hello <b>from</b> Sigil', address]);
    const page = await e.app.request(transactUrl(ORBIT, token, req));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Approve request</h1>');
    expect(html).toContain('Hello &lt;b&gt;from&lt;/b&gt; Sigil');
    expect(html).toContain(address);
    expect(posted(html)).toBeNull();
    const res = await answer(e, ORBIT, token, req, 'approve');
    expect(res.status).toBe(200);
    const sent = posted(await res.text());
    expect(sent?.target).toBe(APP_ORIGIN);
    expect(sent?.message.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE');
    const signature = sent?.message.result as Hex;
    expect(await verifyMessage({ address, message: 'Hello <b>from</b> Sigil', signature })).toBe(true);
    // Hex messages are signed as bytes, as personal_sign's convention has it.
    const hexReq = request('personal_sign', ['0x48656c6c6f', address]);
    const hex = posted(await (await answer(e, ORBIT, token, hexReq, 'approve')).text());
    expect(await verifyMessage({ address, message: 'Hello', signature: hex?.message.result as Hex })).toBe(true);
  });

  it('takes a long request in its address, as the SDK opens it (other pages keep the 512-character bound)', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const message = `Sign me: ${'long text '.repeat(120)}`;
    const req = request('personal_sign', [message, address]);
    expect(req.length).toBeGreaterThan(1000);
    const page = await e.app.request(transactUrl(ORBIT, token, req));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('long text long text');
    const elsewhere = await e.app.request(`/_emulator/apps?${new URLSearchParams({ request: req })}`);
    expect(elsewhere.status).toBe(400);
    const tooLong = await e.app.request(
      transactUrl(ORBIT, token, request('personal_sign', ['x'.repeat(9000), address])),
    );
    expect(tooLong.status).toBe(400);
  });

  it('Reject posts "User rejected request"; each request is answered once, even by parallel posts', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const rejected = posted(
      await (await answer(e, ORBIT, token, request('personal_sign', ['no', address]), 'reject')).text(),
    );
    expect(rejected).toEqual({
      message: { type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'User rejected request' },
      target: APP_ORIGIN,
    });
    const req = request('personal_sign', ['once', address]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer(e, ORBIT, token, req, 'approve')));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    // The late answers post nothing: the SDK would take any answer for its current request.
    expect(bodies.filter((b) => posted(b) !== null)).toHaveLength(1);
    // A rejected request cannot be approved afterwards either.
    const once = request('personal_sign', ['twice', address]);
    expect((await answer(e, ORBIT, token, once, 'reject')).status).toBe(200);
    expect((await answer(e, ORBIT, token, once, 'approve')).status).toBe(409);
    // The same request written differently (key order, spaces) is still the same request.
    const parsed = JSON.parse(req) as Record<string, unknown>;
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(parsed).reverse()), null, 2);
    expect(reordered).not.toBe(req);
    expect((await answer(e, ORBIT, token, reordered, 'approve')).status).toBe(409);
    // Nor does another valid token of the same user (a second sign-in with the same account).
    const again = await crossAppLogin(e, ORBIT, { state: 'state-2' });
    const second = again.session.oauth_tokens?.access_token ?? '';
    expect(second).not.toBe(token);
    expect(again.address).toBe(address);
    expect((await answer(e, ORBIT, second, req, 'approve')).status).toBe(409);
    // While a new request with that token is answered.
    expect((await answer(e, ORBIT, second, request('personal_sign', ['new', address]), 'approve')).status).toBe(200);
    // Typed data travels as a JSON string: re-spaced inside that string, it is still the same request.
    const typed = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: {} };
    const data = { ...typed, message: { contents: 'once' } };
    const compact = request('eth_signTypedData_v4', [address, JSON.stringify(data)]);
    expect((await answer(e, ORBIT, token, compact, 'approve')).status).toBe(200);
    const spaced = request('eth_signTypedData_v4', [address, JSON.stringify(data, null, 2)]);
    expect((await answer(e, ORBIT, token, spaced, 'approve')).status).toBe(409);
    const other = request('eth_signTypedData_v4', [
      address,
      JSON.stringify({ ...typed, message: { contents: 'twice' } }),
    ]);
    expect((await answer(e, ORBIT, token, other, 'approve')).status).toBe(200);
  });

  it('signs typed data and transactions with the provider-app user’s key', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const typedData = {
      domain: { name: 'Sigil', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello from Sigil' },
    } as const;
    const typed = posted(
      await (
        await answer(e, ORBIT, token, request('eth_signTypedData_v4', [address, typedData], { chainId: 1 }), 'approve')
      ).text(),
    );
    expect(await verifyTypedData({ address, ...typedData, signature: typed?.message.result as Hex })).toBe(true);
    const tx = {
      to: '0x000000000000000000000000000000000000dEaD',
      value: '0x2386f26fc10000',
      chainId: 84532,
      nonce: 0,
      gas: '0x5208',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
    };
    const signed = posted(
      await (await answer(e, ORBIT, token, request('eth_signTransaction', [tx], { chainId: 84532 }), 'approve')).text(),
    );
    expect(signed?.message.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE');
    expect(await recoverTransactionAddress({ serializedTransaction: signed?.message.result as Serialized })).toBe(
      address,
    );
    // The transaction page shows what is sent, and where.
    const html = await (await e.app.request(transactUrl(ORBIT, token, request('eth_signTransaction', [tx])))).text();
    expect(html).toContain('0.01 ETH');
    expect(html).toContain('0x000000000000000000000000000000000000dEaD');
    // Sending needs a chain the emulator runs (none in these tests): refused with the reason.
    const sent = posted(
      await (await answer(e, ORBIT, token, request('eth_sendTransaction', [tx], { chainId: 84532 }), 'approve')).text(),
    );
    expect(sent?.message).toEqual({
      type: 'PRIVY_CROSS_APP_ACTION_ERROR',
      error: 'Chain 84532 is not available in the emulator',
    });
  });

  it('refuses a read-only app, bad, expired or foreign tokens, and tells the app to drop a bad token', async () => {
    const e = await emulator({
      crossApp: {
        providerApps: [
          { appId: ORBIT, name: 'Orbit Games', users: [{ email: 'ada@orbit.example', name: 'Ada' }] },
          { appId: LEDGERLY, name: 'Ledgerly', readOnly: true },
          { appId: 'c'.repeat(25), name: 'Comet' },
        ],
      },
    });
    const { token, address } = await orbitUser(e);
    const req = () => request('personal_sign', ['hi', address]);
    const refusal = async (appId: string, t: string, r = req()) => {
      const res = await e.app.request(transactUrl(appId, t, r));
      expect(res.status).toBe(400);
      return posted(await res.text());
    };
    expect(await refusal(LEDGERLY, token)).toEqual({
      message: { type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'Cannot transact against a read-only provider app' },
      target: APP_ORIGIN,
    });
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(await refusal(ORBIT, tampered)).toEqual({
      message: {
        type: 'PRIVY_CROSS_APP_ACTION_ERROR',
        error: 'The token for Orbit Games is not valid: connect again',
        token: { action: 'clear' },
      },
      target: APP_ORIGIN,
    });
    // Orbit Games' token on Comet's page: another app's key and audience.
    expect((await refusal('c'.repeat(25), token))?.message.error).toBe(
      'The token for Comet is not valid: connect again',
    );
    expect((await refusal(ORBIT, ''))?.message.token).toEqual({ action: 'clear' });
    expect((await refusal(ORBIT, 'a.b.c'))?.message.token).toEqual({ action: 'clear' });
    // The approve post re-checks everything too.
    const post = await answer(e, ORBIT, tampered, req(), 'approve');
    expect(posted(await post.text())?.message.error).toBe('The token for Orbit Games is not valid: connect again');
    clock.ms += 3601_000;
    expect(await refusal(ORBIT, token)).toEqual({
      message: {
        type: 'PRIVY_CROSS_APP_ACTION_ERROR',
        error: 'The connection to Orbit Games has expired: connect again',
        token: { action: 'clear' },
      },
      target: APP_ORIGIN,
    });
  });

  it('refuses old, malformed or foreign requests; pages from origins the app does not allow are told nothing', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const refusalOf = async (req: string) => {
      const res = await e.app.request(transactUrl(ORBIT, token, req));
      expect(res.status).toBe(400);
      const html = await res.text();
      return { html, sent: posted(html) };
    };
    const old = request('personal_sign', ['hi', address]);
    clock.ms += 121_000;
    expect((await refusalOf(old)).sent?.message.error).toBe('This signing request has expired');
    clock.ms -= 121_000;
    expect(
      (await refusalOf(request('personal_sign', ['hi', '0x000000000000000000000000000000000000dEaD']))).sent?.message
        .error,
    ).toBe('The request names another wallet');
    expect((await refusalOf(request('personal_sign', ['', address]))).sent?.message.error).toBe(
      'A message to sign must be a non-empty string',
    );
    expect((await refusalOf(request('eth_sign', ['0x00', address]))).sent?.message.error).toBe(
      'Unsupported method eth_sign',
    );
    expect((await refusalOf(request('privy_signSmartWalletMessage', ['hi', address]))).sent?.message.error).toBe(
      'Smart wallets are not supported by the emulated provider apps',
    );
    const tx = { from: '0x000000000000000000000000000000000000dEaD', to: address, value: '0x1' };
    expect((await refusalOf(request('eth_signTransaction', [tx]))).sent?.message.error).toBe(
      'The transaction is not from this wallet',
    );
    // Not the SDK's envelope at all: nothing can be told to anyone.
    for (const bad of ['not json', '{}', JSON.stringify({ content: 1, timestamp: 'x', callbackUrl: 2 })]) {
      const { html, sent } = await refusalOf(bad);
      expect(sent).toBeNull();
      expect(html).toContain('role="alert"');
    }
    // A page the app does not allow asked: refused without a word to that page.
    const foreign = JSON.stringify({
      content: { request: { request: { method: 'personal_sign', params: ['hi', address] } } },
      timestamp: clock.ms,
      callbackUrl: 'https://evil.example',
    });
    const { html, sent } = await refusalOf(foreign);
    expect(sent).toBeNull();
    expect(html).toContain(`This request comes from a page ${config.appName} does not allow`);
    expect((await answer(e, ORBIT, token, foreign, 'approve')).status).toBe(400);
  });

  it('hostile input: escaped everywhere, bounded, never a 5xx', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    // A method name that tries to close the script element the refusal is posted from.
    const evil = await e.app.request(transactUrl(ORBIT, token, request('</script><img src=x onerror=alert(1)>', [])));
    expect(evil.status).toBe(400);
    const html = await evil.text();
    expect(html).not.toContain('</script><img');
    expect(posted(html)?.message.error).toBe('Unsupported method </script><img src=x onerror=alert(1)>');
    // Oversized form fields, a missing or odd decision, an unknown app.
    expect((await answer(e, ORBIT, token, 'x'.repeat(17 * 1024), 'approve')).status).toBe(400);
    expect((await answer(e, ORBIT, token, request('personal_sign', ['hi', address]), 'maybe')).status).toBe(400);
    expect((await e.app.request(`/_emulator/apps/${'q'.repeat(25)}/oauth/transact?token=a&request=b`)).status).toBe(
      404,
    );
    const weird = [
      '/_emulator/apps/x/oauth/transact',
      `/_emulator/apps/${ORBIT}/oauth/transact`,
      `/_emulator/apps/${ORBIT}/oauth/transact?token=${'a'.repeat(400)}&request=${encodeURIComponent('[]')}`,
      `/_emulator/apps/${ORBIT}/oauth/authorize?state=${encodeURIComponent('"><script>')}`,
    ];
    for (const url of weird) {
      const res = await e.app.request(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const multipart = new FormData();
    multipart.append('token', new Blob(['x']), 'file.txt');
    const file = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/transact`, { method: 'POST', body: multipart });
    expect(file.status).toBe(400);
    // Cross-site posts to the provider app's pages are the development guard's to refuse.
    const crossSite = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/transact`, {
      ...form({ token, request: request('personal_sign', ['hi', address]), decision: 'approve' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('cross-app: bounds against a flood of consents', () => {
  it('a provider app stops making accounts at its bound; existing ones still sign in', async () => {
    const e = await emulator();
    const repo = createRepository(e.store);
    const row = (n: number) => ({
      id: `did:privy:flood${String(n).padStart(20, '0')}`,
      provider_app_id: ORBIT,
      email: `flood${n}@orbit.example`,
      name: `Flood ${n}`,
      address: `0x${String(n).padStart(40, '0')}`,
      sealed_key: 'sealed',
      created_at: n,
    });
    expect(repo.crossApp.userNamed(row(1), 2)?.email).toBe('flood1@orbit.example');
    expect(repo.crossApp.userNamed(row(2), 2)?.email).toBe('flood2@orbit.example');
    expect(repo.crossApp.userNamed(row(3), 2)).toBeNull();
    // An address that has an account gets it back at the bound.
    expect(repo.crossApp.userNamed({ ...row(9), email: 'flood1@orbit.example' }, 2)?.id).toBe(row(1).id);
    expect(repo.crossApp.users(ORBIT, 10)).toHaveLength(2);
  });
});
