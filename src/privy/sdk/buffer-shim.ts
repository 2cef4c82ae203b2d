/**
 * The SDK's Solana signing needs a global `Buffer` (react-auth's `Buffer.from(message).toString('base64')` and
 * `Buffer.from(signature, 'base64')`); without one it throws inside an async Promise executor and the signing
 * promise never settles. Browsers have no Buffer: this is the part of it the SDK uses (bytes from bytes, from
 * base64, hex or UTF-8 text, and back to text), installed only when the page has none.
 */
type Encoding = 'utf8' | 'utf-8' | 'base64' | 'hex';

/**
 * Base64 of any length: `String.fromCharCode(...bytes)` throws past ~120 000 arguments (the engine's limit), and
 * a throw here would leave the SDK's signing promise unsettled, so the bytes go in chunks.
 */
function toBase64(bytes: Uint8Array) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes whose `toString` speaks Buffer's encodings. */
function withText(bytes: Uint8Array) {
  return Object.assign(bytes, {
    toString(encoding: Encoding = 'utf8') {
      if (encoding === 'base64') return toBase64(bytes);
      if (encoding === 'hex') return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      return new TextDecoder().decode(bytes);
    },
  });
}

const MinimalBuffer = {
  from(value: ArrayLike<number> | ArrayBuffer | string, encoding: Encoding = 'utf8') {
    if (typeof value !== 'string')
      return withText(new Uint8Array(value instanceof ArrayBuffer ? value : Array.from(value)));
    if (encoding === 'base64') return withText(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    if (encoding === 'hex') return withText(Uint8Array.from(value.match(/../g) ?? [], (h) => Number.parseInt(h, 16)));
    return withText(new TextEncoder().encode(value));
  },
};

/**
 * Installs the Buffer when the page has none. A function to call, not an import for its side effect: the
 * package declares its modules free of side effects (`sideEffects` in package.json), so a bare
 * `import './buffer-shim'` is dropped from the production build.
 */
export function installBuffer() {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer === undefined) scope.Buffer = MinimalBuffer;
}
