import { createHash, sign as ecdsaSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A software WebAuthn authenticator (a platform passkey): P-256 (ES256) credentials, attestation `none`, user
 * present and verified. It answers in the provider's snake_case WebAuthn JSON, as the SDK sends it.
 */
export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, { key: KeyObject; counter: number }>();

  counterOf(id: string) {
    return this.credentials.get(id)?.counter;
  }

  /** navigator.credentials.create for the API's registration options. */
  create(options: { challenge: string; rp: { id?: string } }, origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(String(jwk.x), 'base64url')],
        [-3, Buffer.from(String(jwk.y), 'base64url')],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? new URL(origin).hostname),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID
      length,
      id,
      Buffer.from(cose),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    this.credentials.set(b64url(id), { key: privateKey, counter: 0 });
    return {
      id: b64url(id),
      raw_id: b64url(id),
      type: 'public-key' as const,
      authenticator_attachment: 'platform',
      client_extension_results: {},
      response: {
        client_data_json: b64url(Buffer.from(clientData)),
        attestation_object: b64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get with one of this authenticator's credentials. */
  get(id: string, options: { challenge: string; rp_id?: string }, origin: string) {
    const credential = this.credentials.get(id);
    if (!credential) throw new Error(`No credential ${id}`);
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(options.rp_id ?? new URL(origin).hostname), Buffer.from([0x05]), counter]);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }));
    const signature = ecdsaSign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.key);
    return {
      id,
      raw_id: id,
      type: 'public-key' as const,
      authenticator_attachment: 'platform',
      client_extension_results: {},
      response: {
        client_data_json: b64url(clientData),
        authenticator_data: b64url(authData),
        signature: b64url(signature),
      },
    };
  }
}
