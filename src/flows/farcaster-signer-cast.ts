import { blake3 } from '@noble/hashes/blake3';

/**
 * A cast as Farcaster hashes and signs it: the message's data (a `MessageData` protobuf: type CastAdd, the fid, the
 * Farcaster time, the network and the cast's body) is hashed with BLAKE3 truncated to 20 bytes, and the signer's
 * Ed25519 key signs those 20 bytes (what `signFarcasterMessage(hash)` is given). Encoded as the hubs' own
 * encoder writes it (ts-proto: the empty packed `mentions` and `mentions_positions` fields are written, with length
 * 0), so the hash is the one a hub computes for the same cast.
 */

/** Farcaster time counts seconds from 2021-01-01T00:00:00Z. */
export const FARCASTER_EPOCH_MS = 1_609_459_200_000;
/** BLAKE3 with a 20-byte output (`HASH_SCHEME_BLAKE3`). */
export const CAST_HASH_BYTES = 20;
const MESSAGE_TYPE_CAST_ADD = 1;
const FARCASTER_NETWORK_MAINNET = 1;
/** A cast's text may be at most 320 bytes (the hubs' rule). */
const MAX_CAST_BYTES = 320;

export interface Cast {
  fid: number;
  text: string;
  /** When it is cast (epoch ms); sent as whole Farcaster seconds. */
  timestamp: number;
}

function varint(value: number | bigint): number[] {
  let rest = BigInt(value);
  if (rest < 0n) throw new RangeError('A protobuf varint here is never negative');
  const out: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    out.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return out;
}

const field = (number: number, wireType: 0 | 2) => varint((number << 3) | wireType);
const bytesField = (number: number, bytes: Uint8Array | number[]) => [
  ...field(number, 2),
  ...varint(bytes.length),
  ...bytes,
];

/** The cast's `MessageData` bytes, as a hub encodes them. */
export function castMessageData({ fid, text, timestamp }: Cast): Uint8Array {
  if (!Number.isSafeInteger(fid) || fid <= 0) throw new RangeError('A fid is a positive integer');
  const seconds = Math.floor((timestamp - FARCASTER_EPOCH_MS) / 1000);
  if (seconds < 0 || seconds > 0xffff_ffff) throw new RangeError('The time is outside Farcaster time');
  const utf8 = new TextEncoder().encode(text);
  const body = [
    ...bytesField(2, []), // mentions (packed, empty)
    ...(utf8.length > 0 ? bytesField(4, utf8) : []), // text
    ...bytesField(5, []), // mentions_positions (packed, empty)
  ];
  return new Uint8Array([
    ...field(1, 0),
    ...varint(MESSAGE_TYPE_CAST_ADD),
    ...field(2, 0),
    ...varint(fid),
    ...(seconds > 0 ? [...field(3, 0), ...varint(seconds)] : []),
    ...field(4, 0),
    ...varint(FARCASTER_NETWORK_MAINNET),
    ...bytesField(5, body), // cast_add_body
  ]);
}

/** The cast's hash: BLAKE3 of its message data, 20 bytes. */
export function castHash(cast: Cast): Uint8Array {
  return blake3(castMessageData(cast), { dkLen: CAST_HASH_BYTES });
}

/** Whether the text fits in a cast. */
export const castFits = (text: string) => new TextEncoder().encode(text).length <= MAX_CAST_BYTES;

export function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** `0x`-prefixed (or bare) hex to bytes; throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (digits.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(digits)) throw new TypeError('Not hex');
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * Checks an Ed25519 signature of `message` against a 32-byte public key, in the browser's own Web Crypto (no
 * library): true only when it verifies; a malformed key or signature is false, never an exception.
 */
export async function verifyEd25519(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    const key = await crypto.subtle.importKey('raw', publicKey as BufferSource, { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature as BufferSource, message as BufferSource);
  } catch {
    return false;
  }
}
