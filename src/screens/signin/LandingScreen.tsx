import { useId, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import type { CustomProvider, LoginMethod } from '../../model';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Chip } from '../../primitives/Chip';
import { Divider } from '../../primitives/Divider';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { useSigilTheme } from '../../theme/ThemeProvider';
import { describeMethod } from './methods';

export interface LandingScreenProps {
  /** The app's login methods in the order it wants them. */
  methods: readonly LoginMethod[];
  /** How many methods show before "More options" (the rest are one click away). */
  visibleCount?: number | undefined;
  customProviders?: readonly CustomProvider[] | undefined;
  /** Offer "Continue as guest". */
  allowGuest?: boolean | undefined;
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  /** The app requires accepting the terms before signing in. */
  requireTermsAcceptance?: boolean | undefined;
  /** A method in progress (its button shows busy, the others are disabled). */
  pending?: LoginMethod | 'guest' | null | undefined;
  /** The method this browser used last, marked "Last used". */
  lastUsed?: LoginMethod | null | undefined;
  onSelect: (method: LoginMethod) => void;
  onGuest?: (() => void) | undefined;
}

/**
 * The first screen: the app's logo and name, its login methods in its order with the rest behind
 * "More options", guest access, and the terms — accepted explicitly where the app requires it.
 */
export function LandingScreen({
  methods,
  visibleCount = 4,
  customProviders = [],
  allowGuest = false,
  termsUrl,
  privacyUrl,
  requireTermsAcceptance = false,
  pending = null,
  lastUsed = null,
  onSelect,
  onGuest,
}: LandingScreenProps) {
  const { t, rich } = useCopy();
  const { appName } = useSigilTheme();
  const [expanded, setExpanded] = useState(false);
  const [accepted, setAccepted] = useState(!requireTermsAcceptance);
  const [showTermsError, setShowTermsError] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const moreId = useId();
  const termsErrorId = useId();
  const termsId = useId();

  const guard = (action: () => void) => () => {
    if (!accepted) {
      setShowTermsError(true);
      termsRef.current?.focus();
      return;
    }
    action();
  };

  const shown = expanded ? methods : methods.slice(0, visibleCount);
  const hidden = methods.length - visibleCount;
  const busy = pending !== null;

  const links = {
    terms: termsUrl ? (
      <a
        href={termsUrl}
        target="_blank"
        rel="noreferrer"
        className="sg:text-accent-text sg:underline sg:underline-offset-2"
      >
        {t('login.termsLink')}
      </a>
    ) : (
      t('login.termsLink')
    ),
    privacy: privacyUrl ? (
      <a
        href={privacyUrl}
        target="_blank"
        rel="noreferrer"
        className="sg:text-accent-text sg:underline sg:underline-offset-2"
      >
        {t('login.privacyLink')}
      </a>
    ) : (
      t('login.privacyLink')
    ),
  };

  return (
    <ScreenLayout
      showLogo
      title={appName ? t('login.titleWithApp', { app: appName }) : t('login.title')}
      footer={
        termsUrl || privacyUrl || requireTermsAcceptance ? (
          requireTermsAcceptance ? (
            <div className="sg:grid sg:gap-1 sg:text-start">
              <div className="sg:flex sg:items-start sg:gap-2 sg:text-sm">
                <Checkbox
                  id={termsId}
                  ref={termsRef}
                  checked={accepted}
                  aria-invalid={showTermsError || undefined}
                  aria-describedby={showTermsError ? termsErrorId : undefined}
                  onChange={(event) => {
                    setAccepted(event.target.checked);
                    if (event.target.checked) setShowTermsError(false);
                  }}
                  wrapperClassName="sg:mt-0.5"
                />
                <label htmlFor={termsId}>{rich('login.acceptTerms', links)}</label>
              </div>
              <p id={termsErrorId} aria-live="polite" className="sg:text-error sg:text-sm">
                {showTermsError ? t('login.acceptTermsRequired') : ''}
              </p>
            </div>
          ) : (
            <p className="sg:text-center sg:text-muted-foreground sg:text-xs">{rich('login.terms', links)}</p>
          )
        ) : null
      }
    >
      <nav aria-label={t('login.methods')}>
        <ul id={moreId} className="sg:grid sg:gap-2">
          {shown.map((method) => {
            const { label, icon } = describeMethod(method, t, customProviders);
            return (
              <li key={method}>
                <MethodButton
                  icon={icon}
                  label={label}
                  badge={lastUsed === method ? <Chip>{t('status.lastUsed')}</Chip> : undefined}
                  loading={pending === method}
                  disabled={busy && pending !== method}
                  onClick={guard(() => onSelect(method))}
                />
              </li>
            );
          })}
        </ul>
        {hidden > 0 ? (
          <Button
            variant="ghost"
            fullWidth
            className="sg:mt-2"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('login.fewerOptions') : t('login.moreOptions')}
          </Button>
        ) : null}
      </nav>
      {allowGuest && onGuest ? (
        <>
          <Divider />
          <Button
            variant="secondary"
            fullWidth
            loading={pending === 'guest'}
            loadingLabel={t('login.guest.creating')}
            disabled={busy && pending !== 'guest'}
            onClick={guard(onGuest)}
          >
            {t('login.method.guest')}
          </Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}
