import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { providerPaths } from './provider-paths.generated';

/**
 * The sign-in providers' marks, in a module of their own: the landing screen needs these and nothing else,
 * so the wallet and chain marks (brands.tsx) stay out of its bundle.
 */
export type Mark = (gradientId: string) => ReactNode;

/** A mark drawn from one simple-icons path (a render function, not a component: it has no state). */
export const single =
  ({ path, hex }: { path: string; hex: string }, fill?: string): Mark =>
  () => <path d={path} fill={fill ?? hex} />;
const p = providerPaths;

const linkedin: Mark = () => (
  <>
    <rect width="24" height="24" rx="4" fill="#0A66C2" />
    <path
      fill="#fff"
      d="M7.1 9.5H4.6V19h2.5zM5.85 5a1.45 1.45 0 1 0 0 2.9 1.45 1.45 0 0 0 0-2.9M19.4 13.8c0-2.6-1.4-4.5-3.9-4.5-1.3 0-2.2.7-2.6 1.4V9.5h-2.4V19H13v-5c0-1.3.5-2.3 1.8-2.3s1.7 1 1.7 2.4V19h2.5z"
    />
  </>
);

/** The sign-in providers' marks: the landing screen needs these and nothing else. */
export const providerMarks = {
  google: { title: 'Google', mark: single(p.google) },
  discord: { title: 'Discord', mark: single(p.discord) },
  github: { title: 'GitHub', mark: single(p.github, 'currentColor') },
  linkedin: { title: 'LinkedIn', mark: linkedin },
  twitter: { title: 'X (Twitter)', mark: single(p.twitter, 'currentColor') },
  spotify: { title: 'Spotify', mark: single(p.spotify) },
  instagram: { title: 'Instagram', mark: single(p.instagram, '#E4405F') },
  tiktok: { title: 'TikTok', mark: single(p.tiktok, 'currentColor') },
  telegram: { title: 'Telegram', mark: single(p.telegram) },
  twitch: { title: 'Twitch', mark: single(p.twitch) },
  apple: { title: 'Apple', mark: single(p.apple, 'currentColor') },
  farcaster: { title: 'Farcaster', mark: single(p.farcaster) },
} as const satisfies Record<string, { title: string; mark: Mark }>;

export interface MarkProps {
  name: string;
  /** Edge length in CSS pixels (24 by default). */
  size?: number | undefined;
  /** Accessible name; without it the icon is decorative (it sits next to its label). */
  title?: string | undefined;
  className?: string | undefined;
}

export type ProviderMarkName = keyof typeof providerMarks;

export function renderMark(
  name: string,
  mark: Mark,
  gradientId: string,
  { size = 24, title, className }: Omit<MarkProps, 'name'>,
) {
  return (
    <svg
      data-slot="brand-icon"
      data-brand={name}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      className={cn('sg:shrink-0', className)}
    >
      {mark(`sigil-${gradientId.replace(/[^\w-]/g, '')}`)}
    </svg>
  );
}

/** A sign-in provider's mark; like BrandIcon, but bundles only the providers' marks. */
export function ProviderMark({ name, ...props }: Omit<MarkProps, 'name'> & { name: ProviderMarkName }) {
  const gradientId = useId();
  return renderMark(name, providerMarks[name].mark, gradientId, props);
}
