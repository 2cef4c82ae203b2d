import { describe, expect, it } from 'vitest';
import { emulator } from './helpers';

describe('passkey helpers', () => {
  it('translates WebAuthn JSON between the API’s snake_case and camelCase, acronym included', async () => {
    const { camel, snake } = await import('../../emulator/src/passkeys/webauthn');
    expect(
      camel({
        raw_id: 'a',
        response: { client_data_json: 'x', attestation_object: 'y' },
        client_extension_results: {},
      }),
    ).toEqual({
      rawId: 'a',
      response: { clientDataJSON: 'x', attestationObject: 'y' },
      clientExtensionResults: {},
    });
    expect(
      snake({
        pubKeyCredParams: [{ alg: -7 }],
        authenticatorSelection: { residentKey: 'required' },
        clientDataJSON: 'x',
      }),
    ).toEqual({
      pub_key_cred_params: [{ alg: -7 }],
      authenticator_selection: { resident_key: 'required' },
      client_data_json: 'x',
    });
  });

  it('binds passkeys to the page’s host and reads the echoed challenge', async () => {
    const { challengeFromClientData, relyingParty } = await import('../../emulator/src/passkeys/webauthn');
    expect(relyingParty('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173', rpId: 'localhost' });
    expect(relyingParty(undefined)).toBeNull();
    expect(relyingParty('not a url')).toBeNull();
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'abc' })).toString('base64url');
    expect(challengeFromClientData(clientData)).toBe('abc');
    expect(challengeFromClientData('%%%')).toBeNull();
    expect(challengeFromClientData(42)).toBeNull();
  });

  it('refuses passkey calls without a page origin, and unknown challenges', async () => {
    const { post } = await emulator();
    const init = await post('/api/v1/passkeys/register/init', {});
    expect(init.status).toBe(400);
    const auth = await post(
      '/api/v1/passkeys/authenticate',
      {
        relying_party: 'http://localhost:5173',
        challenge: 'never-issued',
        authenticator_response: {
          id: 'x',
          raw_id: 'x',
          type: 'public-key',
          client_extension_results: {},
          response: { client_data_json: 'e30', authenticator_data: 'AA', signature: 'AA' },
        },
      },
      { origin: 'http://localhost:5173' },
    );
    expect(auth.status).toBeGreaterThanOrEqual(400);
    expect(auth.status).toBeLessThan(500);
  });
});
