/**
 * What the fuzz tests generate (hardening-fuzz.test.ts, hardening-fuzz-wallets.test.ts): hostile strings, nested,
 * deeply nested, wide and non-string JSON values, request bodies and headers; and the configuration that enables every
 * login method, so that generated requests reach every handler's body, not only its gate.
 */
import fc from 'fast-check';

/** Every method enabled, so that generated requests reach every handler's body, not only its gate. */
export const everything = {
  loginMethods: [
    'email',
    'sms',
    'passkey',
    'wallet',
    'solana_wallet',
    'google',
    'github',
    'farcaster',
    'guest',
    'custom_jwt',
  ],
  customOAuthProviders: [{ id: 'custom:acme', name: 'Acme', iconUrl: 'https://acme.example/icon.png' }],
};

/** Strings an attacker tries where URLs, hosts, origins and tokens are read. */
export const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.webUrl(),
  fc.constantFrom(
    '',
    'null',
    'not a url',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://[::1',
    'http://localhost:5173@evil.example/',
    '//evil.example',
    'http://localhost:5173',
    'http://127.0.0.1:8787',
    'file:///etc/passwd',
    'http://%zz',
    'localhost:5173',
    'evil.example/<script>',
    '\u0000',
    '0x',
    'eip155:1',
    `${'a'.repeat(3000)}`,
  ),
);
/**
 * A value nested `depth` levels deep, or an array of `width` values, stood in for by a marker until the body is
 * written (`bodyText`): JSON.stringify itself overflows the stack on values a few thousand levels deep.
 */
const DEEP = '\u0000deep';
export const deepValue = fc
  .record({
    depth: fc.integer({ min: 1, max: 20_000 }),
    kind: fc.constantFrom('array', 'object', 'string-array'),
  })
  .map((deep) => ({ [DEEP]: deep }));
const wideValue = fc.integer({ min: 1, max: 30_000 }).map((width) => ({ [DEEP]: { depth: 1, width } }));
type Marker = { [DEEP]: { depth: number; kind?: string; width?: number } };
const isMarker = (v: unknown): v is Marker => typeof v === 'object' && v !== null && DEEP in v;
function markerText({ depth, kind = 'array', width = 1 }: Marker[typeof DEEP]): string {
  if (width > 1) return `[${Array(width).fill('0').join(',')}]`;
  if (kind === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  if (kind === 'string-array') return `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}
/** JSON text of a generated value, its markers written out. */
export function bodyText(value: unknown): string {
  const markers: Marker[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (!isMarker(v)) return v;
    markers.push(v);
    return `@@marker${markers.length - 1}@@`;
  });
  return text.replace(/"@@marker(\d+)@@"/g, (_match, index) => markerText((markers[Number(index)] as Marker)[DEEP]));
}
/** Nested and non-string JSON: any JSON value a few levels deep, numbers, booleans, null, and the extremes. */
export const jsonValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: wideValue },
);
export const value = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostile, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 }),
  jsonValue,
  fc.array(jsonValue, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 3 }),
);
/** Field names of the provider's request bodies and the development forms. */
export const FIELDS = [
  'email',
  'code',
  'mode',
  'phoneNumber',
  'address',
  'message',
  'signature',
  'chainId',
  'walletClientType',
  'connectorType',
  'provider',
  'redirect_to',
  'redirect_url',
  'relying_party',
  'state_code',
  'code_challenge',
  'code_verifier',
  'authorization_code',
  'refresh_token',
  'guest_credential',
  'token',
  'channel_token',
  'fid',
  'challenge',
  'authenticator_response',
  'credential_id',
  'subject',
  'oldAddress',
  'newAddress',
  'old_phone_number',
  'new_phone_number',
  'event_name',
  'client_id',
  'payload',
  'sub',
  'state',
  'decision',
  'name',
  'username',
  'channel',
  'event',
  'data',
  'request',
  'params',
  'method',
  'typed_data',
  'transaction',
  'chain_type',
];
const fields = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
export const body = fc.oneof(
  fields.map((f) => ({ type: 'application/json', text: bodyText(f) })),
  fields.map((f) => ({
    type: 'application/x-www-form-urlencoded',
    text: new URLSearchParams(
      Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : bodyText(v)]),
    ).toString(),
  })),
  jsonValue.map((v) => ({ type: 'application/json', text: bodyText(v) })),
  fc.json().map((text) => ({ type: 'application/json', text })),
  fc
    .tuple(fc.constantFrom('application/json', 'text/plain', 'multipart/form-data'), fc.string())
    .map(([type, text]) => ({
      type,
      text,
    })),
  fc.constant({ type: undefined, text: '' }),
);
export const headerValue = fc.option(hostile, { nil: undefined });
