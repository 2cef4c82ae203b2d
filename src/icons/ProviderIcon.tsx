import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';

/**
 * True only for icon URLs safe to hand to <img>: `https:` URLs and `data:image/...` URIs. Everything else
 * (`http:`, `javascript:`, `data:text/html`, relative paths, garbage) is refused.
 */
export function isSafeIconUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface ProviderIconProps {
  /** The custom provider's display name: the icon's alternative text and the fallback's initial. */
  name: string;
  /** The provider's own icon: used only when it is an https: or data:image/ URL. */
  src?: string | null | undefined;
  size?: number | undefined;
  /** Decorative when the name is written next to it (the default). */
  decorative?: boolean | undefined;
  className?: string | undefined;
}

/** A custom OAuth provider's icon, or a neutral fallback when the URL is unsafe, missing or fails to load. */
export function ProviderIcon({ name, src, size = 24, decorative = true, className }: ProviderIconProps) {
  const { t } = useCopy();
  const [failed, setFailed] = useState(false);
  const label = decorative ? undefined : t('icon.provider.fallback', { name });
  if (isSafeIconUrl(src) && !failed) {
    return (
      <img
        data-slot="provider-icon"
        src={src.trim()}
        alt={label ?? ''}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={cn('sg:shrink-0 sg:rounded-sigil-sm sg:object-contain', className)}
      />
    );
  }
  const fallbackClasses = cn(
    'sg:inline-flex sg:shrink-0 sg:items-center sg:justify-center sg:rounded-sigil-sm sg:bg-muted sg:text-muted-foreground',
    className,
  );
  const glyph = <Globe aria-hidden className="sg:size-[65%]" />;
  if (label) {
    return (
      <span
        data-slot="provider-icon"
        data-fallback=""
        role="img"
        aria-label={label}
        style={{ width: size, height: size }}
        className={fallbackClasses}
      >
        {glyph}
      </span>
    );
  }
  return (
    <span
      data-slot="provider-icon"
      data-fallback=""
      aria-hidden
      style={{ width: size, height: size }}
      className={fallbackClasses}
    >
      {glyph}
    </span>
  );
}
