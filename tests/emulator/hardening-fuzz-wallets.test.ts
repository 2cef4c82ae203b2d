/**
 * Generated nested, deeply nested, wide and non-string JSON values past the gates: through the wallet frame's relay and MFA relay with a live session, and through
 * `POST /api/v1/wallets/:id/rpc` signed by the user's signer, shaped per signing method so that they reach the
 * handlers. No 5xx, ever (before the JSON bounds, typed data nested a few thousand levels deep was a 500).
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyText, deepValue, everything, FIELDS, jsonValue, value } from './fuzz-values';
import { clock, config, create, emulator as emulated, MFA_URL, relay, resetClock, rpc } from './helpers';

beforeEach(resetClock);

// — The wallet frame and the wallet API, past their gates —

/** Frame events whose handlers read nested data (the wallet relay's, and the MFA relay's). */
const FRAME_EVENTS = [
  'privy:wallet:rpc',
  'privy:wallets:rpc',
  'privy:solana-wallet:rpc',
  'privy:user-signer:sign',
  'privy:wallets:add',
  'privy:wallets:import',
  'privy:delegated-actions:consent',
  'privy:farcaster:init-signer',
  'privy:farcaster:sign',
];
const MFA_EVENTS = ['privy:mfa:verify', 'privy:mfa:init-enrollment', 'privy:mfa:submit-enrollment', 'privy:mfa:clear'];
const RPC_METHODS = [
  'personal_sign',
  'eth_sign',
  'secp256k1_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'signMessage',
  'signTransaction',
];
const hasMarker = (value: unknown): boolean => bodyText(value) !== JSON.stringify(value, (_k, v) => v);

/** Where a request's values go: often nested a few levels, often thousands of levels deep, sometimes hostile text. */
const nested = fc.oneof(
  { weight: 2, arbitrary: jsonValue },
  { weight: 2, arbitrary: deepValue },
  { weight: 1, arbitrary: value },
);
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const typedData = fc.record({
  domain: fc.dictionary(fc.constantFrom('name', 'version', 'chainId', 'verifyingContract'), nested, { maxKeys: 3 }),
  types: fc.oneof(fc.constant({ Mail: [{ name: 'contents', type: 'string' }] }), nested),
  primaryType: fc.oneof(fc.constant('Mail'), nested),
  message: fc.dictionary(fc.constantFrom('contents', 'a'), nested, { maxKeys: 2 }),
});
const transaction = fc.dictionary(
  fc.constantFrom('to', 'from', 'value', 'data', 'nonce', 'chainId', 'chain_id', 'gas', 'gasLimit', 'type'),
  nested,
  { maxKeys: 4 },
);
/** An EIP-1193 request as the SDK posts it to the frame, shaped per method, its values generated. */
const frameRequest = fc.oneof(
  fc.record({ method: fc.constant('personal_sign'), params: fc.tuple(nested, fc.constant(ADDRESS)) }),
  fc.record({
    method: fc.constant('eth_signTypedData_v4'),
    params: fc.tuple(fc.constant(ADDRESS), fc.oneof(typedData, typedData.map(bodyText))),
  }),
  fc.record({ method: fc.constant('eth_signTransaction'), params: fc.tuple(transaction) }),
  fc.record({ method: fc.constantFrom('signMessage', 'signTransaction'), params: fc.record({ message: nested }) }),
  fc.record({ method: fc.constantFrom(...RPC_METHODS), params: fc.array(nested, { maxLength: 3 }) }),
);
/** A wallet API RPC body, shaped per method, its values generated. */
const apiRequest = fc.oneof(
  fc.record({
    method: fc.constant('personal_sign'),
    params: fc.record({ message: nested, encoding: fc.oneof(fc.constantFrom('utf-8', 'hex'), nested) }),
  }),
  fc.record({
    method: fc.constant('eth_signTypedData_v4'),
    params: fc.record({
      typed_data: typedData.map(({ primaryType, ...rest }) => ({ ...rest, primary_type: primaryType })),
    }),
  }),
  fc.record({ method: fc.constant('eth_signTransaction'), params: fc.record({ transaction }) }),
  fc.record({ method: fc.constant('secp256k1_sign'), params: fc.record({ hash: nested }) }),
  fc.record({ method: fc.constantFrom(...RPC_METHODS), params: nested }),
);

describe('the wallet frame and the wallet API never get a 5xx from generated nested or non-string values', () => {
  it('frame events with a live session, and wallet RPCs signed by the user, to their handlers', async () => {
    const device = await emulated({ ...everything, embeddedWallets: { mode: 'legacy-embedded-wallets-only' } });
    const frame = await device.login('frame@example.com');
    expect((await relay(device, frame.token, 'privy:wallet:create')).status).toBe(200);
    expect((await relay(device, frame.token, 'privy:solana-wallet:create')).status).toBe(200);
    const server = await emulated(everything);
    const api = await server.login('api@example.com');
    const wallet = await create(server, api.token, 'ethereum');
    expect(wallet.status).toBe(200);
    const post = (app: typeof device.app, url: string, body: unknown) =>
      app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyText(body) });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FRAME_EVENTS, ...MFA_EVENTS),
        frameRequest,
        apiRequest,
        fc.dictionary(fc.constantFrom(...FIELDS, 'mfaCode', 'mfaMethod', 'hdWalletIndex', 'payload'), nested, {
          maxKeys: 3,
        }),
        async (event, request, body, extra) => {
          const url = MFA_EVENTS.includes(event) ? MFA_URL : `/apps/${config.appId}/embedded-wallets/relay`;
          const data = { ...extra, accessToken: frame.token, request };
          const framed = await post(device.app, url, { event, data });
          expect(framed.status, `${event} ${bodyText(data).slice(0, 200)}`).toBeLessThan(500);

          const rpcBody = { chain_type: 'ethereum', ...body };
          // Values JSON.stringify cannot write go unsigned (they are refused before the signature is checked).
          const answer = hasMarker(rpcBody)
            ? await server.post(`/api/v1/wallets/${wallet.body.id}/rpc`, bodyText(rpcBody), {
                authorization: `Bearer ${api.token}`,
                'privy-authorization-signature': 'AAAA',
                'privy-request-expiry': String(clock.ms + 60_000),
              })
            : await rpc(server, api.token, wallet.body.id, rpcBody);
          expect(answer.status, `${body.method} ${bodyText(rpcBody).slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
