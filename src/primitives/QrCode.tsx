import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { QR_SIZE } from '../rules/limits';
import { CopyButton } from './CopyButton';

export interface QrCodeProps {
  /** The encoded value, usually a link. */
  value: string;
  /** What the code is for, in its accessible name: "QR code for {label}". */
  label: string;
  /** Edge length in CSS pixels; 275 by default (spec 9). */
  size?: number | undefined;
  /** An image URL drawn in the centre (error correction is raised to keep the code readable). */
  logoUrl?: string | undefined;
  /** Show the link beside the code with a copy button (for people on the same device). */
  showLink?: boolean | undefined;
  footer?: ReactNode | undefined;
  className?: string | undefined;
}

/**
 * A scannable QR code. Always dark modules on a white card, whatever the theme, because scanners need the
 * contrast. The value is offered as a copyable link beside it.
 */
export function QrCode({ value, label, size = QR_SIZE, logoUrl, showLink = true, footer, className }: QrCodeProps) {
  const { t } = useCopy();
  const logoSize = Math.round(size * 0.2);
  return (
    <div data-slot="qr-code" className={cn('sg:flex sg:flex-col sg:items-center sg:gap-3', className)}>
      <div className="sg:rounded-sigil sg:border sg:border-border sg:bg-white sg:p-3">
        <QRCodeSVG
          value={value}
          size={size}
          level={logoUrl ? 'H' : 'M'}
          bgColor="#ffffff"
          fgColor="#0b1120"
          role="img"
          aria-label={t('qr.label', { label })}
          imageSettings={logoUrl ? { src: logoUrl, height: logoSize, width: logoSize, excavate: true } : undefined}
        />
      </div>
      {showLink ? (
        <div className="sg:flex sg:w-full sg:max-w-[calc(275px+1.5rem)] sg:items-center sg:gap-2 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:px-3 sg:py-1.5">
          <span
            dir="ltr"
            className="sg:min-w-0 sg:flex-1 sg:truncate sg:text-start sg:font-mono sg:text-muted-foreground sg:text-xs"
            title={value}
          >
            {value}
          </span>
          <CopyButton value={value} label={t('qr.copyLink')} variant="ghost" />
        </div>
      ) : null}
      {footer}
    </div>
  );
}
