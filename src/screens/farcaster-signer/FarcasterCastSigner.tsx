import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { farcasterSignerCopy } from '../../copy/decks/farcaster-signer';
import type { ErrorEntry } from '../../copy/errors';
import { castFits } from '../../flows/farcaster-signer-cast';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Field, inputClasses } from '../../primitives/Field';
import { useScreenHeadingLevel } from '../../primitives/ScreenLayout';

/** Where signing stands: not yet, under way, signed (and whether the signature verified), or failed. */
export type CastSigningStatus =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'signed'; signature: string; verified: boolean }
  | { kind: 'error'; error: ErrorEntry };

export interface FarcasterCastSignerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The cast's hash (`0x` hex of its 20 bytes) for the text as it is; null while there is none (empty or too long). */
  hash: string | null;
  status: CastSigningStatus;
  onSign: () => void;
}

/**
 * "Sign a cast": the text, its hash as Farcaster computes it (BLAKE3, 20 bytes), Sign; then the Ed25519 signature
 * and whether it verified against the signer's public key ("Signature verified"), or the reason it failed.
 */
export function FarcasterCastSigner({ text, onTextChange, hash, status, onSign }: FarcasterCastSignerProps) {
  const { t } = useCopy(farcasterSignerCopy);
  // One level below the screen's title, whatever level the page gives it.
  const SubHeading = `h${Math.min(useScreenHeadingLevel() + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const titleId = useId();
  const tooLong = !castFits(text);
  const signing = status.kind === 'signing';
  const Verified = icons.verifiedBadge;
  return (
    <section aria-labelledby={titleId} className="sg:grid sg:gap-3 sg:border-border sg:border-t sg:pt-4">
      <div className="sg:grid sg:gap-1">
        <SubHeading id={titleId} className="sg:font-semibold sg:text-base sg:text-foreground">
          {t('signer.cast.title')}
        </SubHeading>
        <p className="sg:text-muted-foreground sg:text-sm">{t('signer.cast.description')}</p>
      </div>
      <Field label={t('signer.cast.text')} error={tooLong ? t('signer.cast.tooLong') : undefined}>
        {({ inputId }, describedBy) => (
          <textarea
            id={inputId}
            className={cn(
              inputClasses,
              'sg:field-sizing-content sg:h-auto sg:max-h-64 sg:min-h-20 sg:resize-y sg:supports-[field-sizing:content]:resize-none sg:py-2 sg:text-sm sg:leading-relaxed',
            )}
            value={text}
            required
            disabled={signing}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onTextChange(event.target.value)}
          />
        )}
      </Field>
      {hash ? (
        <dl className="sg:grid sg:gap-1">
          <dt className="sg:text-muted-foreground sg:text-sm">{t('signer.cast.hash')}</dt>
          <dd dir="ltr" className="sg:break-all sg:font-mono sg:text-foreground sg:text-xs">
            {hash}
          </dd>
        </dl>
      ) : null}
      <Button onClick={onSign} disabled={!hash} loading={signing} loadingLabel={t('signer.cast.signing')}>
        {t('signer.cast.sign')}
      </Button>
      {status.kind === 'signed' ? (
        <>
          <dl className="sg:grid sg:gap-1">
            <dt className="sg:text-muted-foreground sg:text-sm">{t('signer.cast.signature')}</dt>
            <dd dir="ltr" className="sg:break-all sg:font-mono sg:text-foreground sg:text-xs">
              {status.signature}
            </dd>
          </dl>
          {status.verified ? (
            <p role="status" className="sg:flex sg:items-center sg:gap-2 sg:font-medium sg:text-sm sg:text-success">
              <Verified aria-hidden className="sg:size-4" />
              {t('signer.cast.verified')}
            </p>
          ) : (
            <Banner tone="error">{t('signer.cast.notVerified')}</Banner>
          )}
        </>
      ) : null}
      {status.kind === 'error' ? <ErrorBanner error={status.error} /> : null}
    </section>
  );
}
