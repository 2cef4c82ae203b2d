import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4648 base32 alphabet (what authenticator apps read in `otpauth://` URIs). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Authenticator apps' defaults, which the provider uses: SHA-1, 6 digits, 30-second steps. */
const TOTP_DIGITS = 6;
const TOTP_PERIOD_S = 30;
/** A 160-bit secret (RFC 4226's recommended length for HMAC-SHA1). */
const SECRET_BYTES = 20;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index === -1) throw new Error('Not a base32 string');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random TOTP secret. */
export function newTotpSecret(): Buffer {
  return randomBytes(SECRET_BYTES);
}

/** The HOTP value (RFC 4226) of a counter, as a zero-padded decimal string. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP step (RFC 6238) a time falls in. */
const totpStep = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_S);

/** The current TOTP code and how many seconds it stays current. */
export function totpNow(secret: Uint8Array, ms: number): { code: string; secondsLeft: number } {
  return {
    code: hotp(secret, totpStep(ms)),
    secondsLeft: TOTP_PERIOD_S - (Math.floor(ms / 1000) % TOTP_PERIOD_S),
  };
}

/**
 * Whether a code is the secret's TOTP at this time, or one step before or after (clock drift, as authenticator
 * servers accept). Compared in constant time.
 */
export function totpValid(secret: Uint8Array, code: string, ms: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const given = Buffer.from(code);
  const step = totpStep(ms);
  let valid = false;
  for (const candidate of [step - 1, step, step + 1]) {
    if (candidate < 0) continue;
    if (timingSafeEqual(Buffer.from(hotp(secret, candidate)), given)) valid = true;
  }
  return valid;
}

/** The `otpauth://totp/` URI authenticator apps scan (Key URI Format): issuer and account label, SHA1/6/30. */
export function totpUri(secret: Uint8Array, { issuer, account }: { issuer: string; account: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  // Percent-encoded by hand: URLSearchParams would write spaces as '+', which authenticator apps show as is.
  const query = [
    `secret=${base32Encode(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_S}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
