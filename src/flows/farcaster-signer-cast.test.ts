import { blake3 } from '@noble/hashes/blake3';
import { describe, expect, it } from 'vitest';
import {
  CAST_HASH_BYTES,
  castFits,
  castHash,
  castMessageData,
  FARCASTER_EPOCH_MS,
  fromHex,
  toHex,
  verifyEd25519,
} from './farcaster-signer-cast';

describe('a cast as Farcaster hashes it', () => {
  it('encodes MessageData as a hub does (CastAdd, fid, Farcaster seconds, mainnet, the body)', () => {
    const bytes = castMessageData({ fid: 3621, text: 'gm', timestamp: FARCASTER_EPOCH_MS + 1_000_999 });
    // Written out by hand from message.proto: type=1, fid=3621 (varint a5 1c), timestamp=1000 (e8 07),
    // network=1, cast_add_body { mentions: [], text: "gm", mentions_positions: [] }.
    expect(toHex(bytes)).toBe('0x0801' + '10a51c' + '18e807' + '2001' + '2a08' + '1200' + '2202676d' + '2a00');
  });

  it('writes a multi-byte text by its UTF-8 length and leaves out an empty text', () => {
    const text = 'é'.repeat(70); // 140 bytes: a two-byte length; the body 147 (93 01)
    const bytes = castMessageData({ fid: 1, text, timestamp: FARCASTER_EPOCH_MS + 5_000 });
    const hex = toHex(bytes);
    expect(hex.startsWith('0x08011001180520012a93011200228c01')).toBe(true);
    expect(hex.endsWith('2a00')).toBe(true);
    expect(toHex(castMessageData({ fid: 1, text: '', timestamp: FARCASTER_EPOCH_MS }))).toBe(
      '0x080110012001' + '2a04' + '1200' + '2a00',
    );
  });

  it('hashes the message data with BLAKE3 to 20 bytes', () => {
    const cast = { fid: 3621, text: 'gm', timestamp: FARCASTER_EPOCH_MS + 1_000_000 };
    const hash = castHash(cast);
    expect(hash).toHaveLength(CAST_HASH_BYTES);
    expect(toHex(hash)).toBe(toHex(blake3(castMessageData(cast), { dkLen: 20 })));
    expect(toHex(castHash({ ...cast, text: 'gn' }))).not.toBe(toHex(hash));
    expect(toHex(castHash({ ...cast, timestamp: cast.timestamp + 1_000 }))).not.toBe(toHex(hash));
  });

  it('refuses what a hub would: a bad fid, a time before Farcaster time', () => {
    expect(() => castMessageData({ fid: 0, text: 'x', timestamp: FARCASTER_EPOCH_MS })).toThrow(RangeError);
    expect(() => castMessageData({ fid: 1.5, text: 'x', timestamp: FARCASTER_EPOCH_MS })).toThrow(RangeError);
    expect(() => castMessageData({ fid: 1, text: 'x', timestamp: FARCASTER_EPOCH_MS - 1_000 })).toThrow(RangeError);
  });

  it('knows a cast fits in 320 bytes', () => {
    expect(castFits('a'.repeat(320))).toBe(true);
    expect(castFits('a'.repeat(321))).toBe(false);
    expect(castFits('é'.repeat(161))).toBe(false);
  });
});

describe('hex', () => {
  it('round-trips and refuses what is not hex', () => {
    expect(toHex(fromHex('0x00ff10'))).toBe('0x00ff10');
    expect(Array.from(fromHex('0aFF'))).toEqual([10, 255]);
    expect(() => fromHex('0x0')).toThrow();
    expect(() => fromHex('0xzz')).toThrow();
  });
});

describe('Ed25519 verification (Web Crypto)', () => {
  it('accepts a real signature and refuses a changed message, key or signature', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const hash = castHash({ fid: 3621, text: 'gm', timestamp: FARCASTER_EPOCH_MS + 1_000_000 });
    const signature = new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, hash as BufferSource),
    );
    expect(await verifyEd25519(publicKey, hash, signature)).toBe(true);
    const otherHash = hash.slice();
    otherHash[0] = (otherHash[0] ?? 0) ^ 1;
    expect(await verifyEd25519(publicKey, otherHash, signature)).toBe(false);
    const otherSignature = signature.slice();
    otherSignature[10] = (otherSignature[10] ?? 0) ^ 1;
    expect(await verifyEd25519(publicKey, hash, otherSignature)).toBe(false);
    const other = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const otherKey = new Uint8Array(await crypto.subtle.exportKey('raw', other.publicKey));
    expect(await verifyEd25519(otherKey, hash, signature)).toBe(false);
  });

  it('answers false, never throws, for a malformed key or signature', async () => {
    const hash = new Uint8Array(20);
    expect(await verifyEd25519(new Uint8Array(31), hash, new Uint8Array(64))).toBe(false);
    expect(await verifyEd25519(new Uint8Array(32), hash, new Uint8Array(63))).toBe(false);
    expect(await verifyEd25519(new Uint8Array(32).fill(255), hash, new Uint8Array(64))).toBe(false);
  });
});
