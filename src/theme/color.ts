/**
 * Colour arithmetic for theming: parsing the provider's `#hex` values, WCAG relative luminance and contrast,
 * mixing, and choosing a readable foreground for any background.
 */

export type Hex = `#${string}`;
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#abc` and `#aabbcc` (case-insensitive). */
export function isHexColor(value: unknown): value is Hex {
  return typeof value === 'string' && value.startsWith('#') && HEX.test(value);
}

/** Parses `#abc` / `#aabbcc`; returns null for anything else (never throws). */
export function parseHex(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): Hex {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Linear mix: `weight` 0 gives `a`, 1 gives `b`. Channels are rounded, so a contrast measured on the result
 * is the contrast of the hex value that ends up in CSS.
 */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  const at = (x: number, y: number) => Math.round(x + (y - x) * weight);
  return { r: at(a.r, b.r), g: at(a.g, b.g), b: at(a.b, b.b) };
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 11, g: 17, b: 32 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The more readable of near-black ink and white on `background`. Falls back to pure black where ink is not
 * enough, so the answer always reaches WCAG AA for normal text (4.5:1): the worst case over all colours is
 * about 4.58:1.
 */
export function readableForeground(background: Rgb): Rgb {
  const onWhite = contrastRatio(background, WHITE);
  const onInk = contrastRatio(background, INK);
  if (onWhite >= onInk && onWhite >= 4.5) return WHITE;
  if (onInk >= 4.5) return INK;
  // Mid-tones: neither white nor ink reaches AA; the better of white and pure black always does.
  return onWhite >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/**
 * Moves `color` towards `towards` in small steps until it reaches `minRatio` against `background`: used to
 * derive an accent that is still legible as text, and muted text for a custom background.
 */
export function ensureContrast(color: Rgb, background: Rgb, minRatio: number, towards: Rgb): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, towards, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towards;
}
