import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

/**
 * WebAuthn for the emulator, verified with @simplewebauthn/server. The provider's API speaks WebAuthn JSON
 * in snake_case; @simplewebauthn speaks camelCase: these helpers translate both ways.
 */
// WebAuthn spells one acronym in capitals: clientDataJSON <-> client_data_json.
const toSnake = (key: string) => key.replace('JSON', 'Json').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()).replace(/Json$/, 'JSON');

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [convert(k), convertKeys(v, convert)]));
  }
  return value;
}
export const snake = (value: unknown) => convertKeys(value, toSnake);
export const camel = (value: unknown) => convertKeys(value, toCamel);

/** The relying party for a request: the page's origin, and its host as the RP id (passkeys bind to it). */
export function relyingParty(origin: string | undefined): { origin: string; rpId: string } | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return { origin: url.origin, rpId: url.hostname };
  } catch {
    return null;
  }
}

export async function registrationOptions(rpName: string, rpId: string, existing: string[]) {
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userName: 'Passkey',
    userDisplayName: 'Passkey',
    attestationType: 'none',
    excludeCredentials: existing.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return options;
}

export async function authenticationOptions(rpId: string) {
  return generateAuthenticationOptions({ rpID: rpId, userVerification: 'preferred', allowCredentials: [] });
}

/** Options for an assertion only these credentials may answer (multi-factor verification with MFA passkeys). */
export async function authenticationOptionsFor(rpId: string, credentialIds: string[]) {
  return generateAuthenticationOptions({
    rpID: rpId,
    userVerification: 'preferred',
    allowCredentials: credentialIds.map((id) => ({ id })),
  });
}

export async function verifyRegistration(response: unknown, challenge: string, rp: { origin: string; rpId: string }) {
  const result = await verifyRegistrationResponse({
    response: camel(response) as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: false,
  });
  if (!result.verified) return null;
  const { credential, credentialDeviceType } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
  };
}

export async function verifyAuthentication(
  response: unknown,
  challenge: string,
  rp: { origin: string; rpId: string },
  stored: { id: string; publicKey: string; counter: number },
) {
  const result = await verifyAuthenticationResponse({
    response: camel(response) as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    credential: { id: stored.id, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter },
    requireUserVerification: false,
  });
  return result.verified ? result.authenticationInfo.newCounter : null;
}

/** The challenge a client echoes inside clientDataJSON. */
export function challengeFromClientData(clientDataJson: unknown): string | null {
  if (typeof clientDataJson !== 'string') return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Rough browser and OS from a User-Agent, for the passkey list ("Chrome on macOS"). */
export function describeAgent(userAgent: string | undefined): { browser: string; os: string } {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Unknown';
  return { browser, os };
}
