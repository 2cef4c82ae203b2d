import { useId, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import type { CustomProvider, LoginMethod } from '../../model';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Chip } from '../../primitives/Chip';
import { Divider } from '../../primitives/Divider';
import { IconButton } from '../../primitives/IconButton';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { useSigilTheme } from '../../theme/ThemeProvider';
import { describeMethod, isOAuthMethod } from './methods';

export interface LandingScreenProps {
  /** The app's login methods in the order it wants them. */
  methods: readonly LoginMethod[];
  /**
   * How many of the listed methods show before "More options" (the rest are one click away). OAuth providers shown
   * as a row of marks do not count.
   */
  visibleCount?: number | undefined;
  /** The app's own OAuth providers (`custom:<id>`): their names and icons. */
  customProviders?: readonly CustomProvider[] | undefined;
  /** Offer "Continue as guest". */
  allowGuest?: boolean | undefined;
  /** The app's terms (the dashboard's terms URL): with `privacyUrl`, a footer links to them. */
  termsUrl?: string | undefined;
  /** The app's privacy policy (the dashboard's privacy policy URL). */
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

/** The terms links: underlined, with the focus ring every control draws (not the browser's own outline). */
const TERMS_LINK =
  'sg:rounded-sm sg:text-accent-text sg:underline sg:underline-offset-2 sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring';

/**
 * Which OAuth providers go in the row of marks: two or more of them beside other methods (alone, they stay full
 * buttons: a screen of bare marks says too little). The last-used one stays a full button, with its badge.
 */
function splitMethods(methods: readonly LoginMethod[], lastUsed: LoginMethod | null) {
  const row = methods.filter((method) => isOAuthMethod(method) && method !== lastUsed);
  const others = methods.filter((method) => !row.includes(method));
  if (row.length < 2 || others.length === 0) return { listed: methods, row: [], rowFirst: false };
  return {
    listed: others,
    row,
    rowFirst: methods.indexOf(row[0] as LoginMethod) < methods.indexOf(others[0] as LoginMethod),
  };
}

/**
 * The first screen: the app's logo (or its initial as a mark), one heading, its login methods in its order with
 * the rest behind "More options" and the OAuth providers as a row of marks ("or" between the two groups), guest
 * access, and the terms and privacy policy when the app has them — accepted explicitly where the app requires it.
 * The app's name is not repeated: the page's header (`AppShell`) carries it.
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
  const { appName, logo } = useSigilTheme();
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

  const { listed, row, rowFirst } = splitMethods(methods, lastUsed);
  const shown = expanded ? listed : listed.slice(0, visibleCount);
  const hidden = listed.length - visibleCount;
  const busy = pending !== null;
  const initial = Array.from(appName ?? '')[0]?.toLocaleUpperCase();

  const marks =
    row.length > 0 ? (
      <ul className="sg:flex sg:flex-wrap sg:gap-2">
        {row.map((method) => {
          const { label, icon } = describeMethod(method, t, customProviders);
          return (
            <li key={method} className="sg:min-w-14 sg:flex-1">
              <IconButton
                variant="outline"
                label={label}
                icon={pending === method ? <Spinner size="sm" decorative /> : icon}
                aria-busy={pending === method || undefined}
                disabled={busy}
                onClick={guard(() => onSelect(method))}
                className="sg:h-12 sg:w-full sg:rounded-sigil sg:hover:border-accent sg:hover:bg-accent-subtle sg:[&_svg]:size-6"
              />
            </li>
          );
        })}
      </ul>
    ) : null;

  const links = {
    terms: termsUrl ? (
      <a href={termsUrl} target="_blank" rel="noreferrer" className={TERMS_LINK}>
        {t('login.termsLink')}
      </a>
    ) : (
      t('login.termsLink')
    ),
    privacy: privacyUrl ? (
      <a href={privacyUrl} target="_blank" rel="noreferrer" className={TERMS_LINK}>
        {t('login.privacyLink')}
      </a>
    ) : (
      t('login.privacyLink')
    ),
  };

  return (
    <ScreenLayout
      showLogo={Boolean(logo)}
      icon={initial ? <span className="sg:font-semibold sg:text-2xl">{initial}</span> : undefined}
      title={t('login.title')}
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
      <nav aria-label={t('login.methods')} className="sg:flex sg:flex-col sg:gap-4">
        {rowFirst ? marks : null}
        {rowFirst ? <Divider /> : null}
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
            className="sg:-mt-2"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('login.fewerOptions') : t('login.moreOptions')}
          </Button>
        ) : null}
        {marks && !rowFirst ? <Divider /> : null}
        {rowFirst ? null : marks}
      </nav>
      {allowGuest && onGuest ? (
        <>
          {/* One "or" is enough: after the row of marks, guest access simply follows. */}
          {marks ? null : <Divider />}
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
