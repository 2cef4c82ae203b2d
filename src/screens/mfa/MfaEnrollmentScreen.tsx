import { type ReactNode, useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaCopy } from '../../copy/decks/mfa';
import { mfaSetupCopy } from '../../copy/decks/mfa-setup';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { MFA_METHODS, type MfaMethod } from '../../model';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { IconButton } from '../../primitives/IconButton';
import { ListItem } from '../../primitives/MethodButton';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';

/** The set-up strings, and the method names the verification deck holds ("SMS"). */
const enrollmentDecks = [mfaCopy, mfaSetupCopy] as const;

export interface MfaEnrollmentScreenProps {
  /** The methods the user has enrolled (`user.mfaMethods`). */
  enrolled: readonly MfaMethod[];
  /** The methods the app offers (its dashboard's MFA settings); enrolled ones show whatever this says. All by default. */
  available?: readonly MfaMethod[] | undefined;
  /** The user logs in by SMS: SMS cannot also be their second step, so it shows as Disabled with the reason. */
  smsLogin?: boolean | undefined;
  /** The method whose set-up is starting (the host called `initEnrollmentWith…`): its button is busy, the rest wait. */
  pending?: MfaMethod | null | undefined;
  /** Why the last add or remove failed. */
  error?: ErrorEntry | null | undefined;
  /** Add a method: the host verifies the user first when a method is already enrolled, then opens its set-up. */
  onAdd: (method: MfaMethod) => void;
  /** Remove an enrolled method: the host opens its removal confirmation. */
  onRemove: (method: MfaMethod) => void;
  onBack?: (() => void) | undefined;
  /**
   * Shown as a settings page (the app's Security page): titled "Two-step verification" with a one-line description,
   * the chooser ("Choose a verification method") a section beneath. Off by default: the chooser is the screen.
   */
  asSettings?: boolean | undefined;
}

/** The spec's order: Authenticator app, SMS, Passkey. */
const METHOD_ORDER: readonly MfaMethod[] = ['totp', 'sms', 'passkey'];

const methodIcon: Record<MfaMethod, ReactNode> = (() => {
  const { clock: Clock, phone: Phone, passkey: Passkey } = icons;
  return { totp: <Clock />, sms: <Phone />, passkey: <Passkey /> };
})();

/**
 * The multi-factor enrolment chooser, "Choose a verification method" (spec 2): Authenticator app, SMS and
 * Passkey. An enrolled method shows an Enabled chip and a remove button named after it; the others an add
 * button; SMS shows as Disabled, with the reason, when the user logs in by SMS. Adding or removing needs
 * verification first once a method is enrolled (spec 6), which the subtitle says. As settings (`asSettings`), the
 * page is "Two-step verification" and the chooser a section of it.
 */
export function MfaEnrollmentScreen({
  enrolled,
  available = MFA_METHODS,
  smsLogin = false,
  pending = null,
  error = null,
  onAdd,
  onRemove,
  onBack,
  asSettings = false,
}: MfaEnrollmentScreenProps) {
  const { t } = useCopy(enrollmentDecks);
  const level = useScreenHeadingLevel();
  const SectionHeading = `h${Math.min(level + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const chooserId = useId();
  const Shield = icons.shieldCheck;
  const Trash = icons.trash;
  const busy = pending !== null;
  const shown = METHOD_ORDER.filter((method) => enrolled.includes(method) || available.includes(method));

  const subtitle = enrolled.length > 0 ? t('mfa.enroll.verifyFirst') : t('mfa.enroll.subtitle');
  const list = (
    <ul aria-label={t('mfa.enroll.methods')} aria-busy={busy || undefined} className="sg:grid sg:gap-2">
      {shown.map((method) => {
        const name = t(`mfa.method.${method}`);
        const isEnrolled = enrolled.includes(method);
        const disabled = method === 'sms' && smsLogin && !isEnrolled;
        let trailing: ReactNode;
        if (isEnrolled) {
          trailing = (
            <>
              <Chip tone="success">{t('status.enabled')}</Chip>
              <IconButton
                variant="destructive"
                size="sm"
                label={t('mfa.enroll.remove', { method: name })}
                icon={<Trash aria-hidden />}
                disabled={busy}
                onClick={() => onRemove(method)}
              />
            </>
          );
        } else if (disabled) {
          trailing = <Chip>{t('status.disabled')}</Chip>;
        } else {
          const starting = pending === method;
          trailing = (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t(starting ? 'mfa.enroll.adding' : 'mfa.enroll.add', { method: name })}
              loading={starting}
              loadingLabel={t('mfa.enroll.addingShort')}
              disabled={busy && !starting}
              onClick={() => onAdd(method)}
            >
              {t('mfa.enroll.addShort')}
            </Button>
          );
        }
        return (
          <ListItem
            key={method}
            data-method={method}
            data-state={isEnrolled ? 'enabled' : disabled ? 'disabled' : 'available'}
            icon={methodIcon[method]}
            label={name}
            description={disabled ? t('mfa.enroll.smsDisabled') : t(`mfa.enroll.${method}.description`)}
            trailing={trailing}
          />
        );
      })}
    </ul>
  );

  if (asSettings) {
    return (
      <ScreenLayout icon={<Shield />} title={t('mfa.settings.title')} subtitle={t('mfa.settings.description')}>
        <BackButton onBack={onBack} />
        <ErrorBanner error={error} />
        <section
          aria-labelledby={chooserId}
          className="sg:grid sg:gap-3 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:p-4"
        >
          <div className="sg:grid sg:gap-1">
            <SectionHeading id={chooserId} className="sg:font-semibold sg:text-foreground">
              {t('mfa.enroll.title')}
            </SectionHeading>
            <p className="sg:text-muted-foreground sg:text-sm">{subtitle}</p>
          </div>
          {list}
        </section>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout
      icon={<Shield />}
      title={t('mfa.enroll.title')}
      subtitle={subtitle}
      footer={<p className="sg:text-center sg:text-muted-foreground sg:text-sm">{t('mfa.enroll.later')}</p>}
    >
      <BackButton onBack={onBack} />
      <ErrorBanner error={error} />
      {list}
    </ScreenLayout>
  );
}
