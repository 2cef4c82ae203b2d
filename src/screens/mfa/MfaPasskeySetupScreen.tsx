import { useId, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaSetupCopy } from '../../copy/decks/mfa-setup';
import type { ErrorEntry } from '../../copy/errors';
import type { TranslateWith } from '../../copy/translate';
import { icons } from '../../icons/semantic';
import type { PasskeyAccount } from '../../model';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { IconButton } from '../../primitives/IconButton';
import { ListItem } from '../../primitives/MethodButton';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';
import { MAX_PASSKEYS } from '../../rules/limits';

/** A passkey as the set-up lists it: the passkey account's fields (spec 3), with or without its `type`. */
export type MfaPasskey = Omit<PasskeyAccount, 'type'>;

export interface MfaPasskeySetupScreenProps {
  /** The user's passkeys (`linkedAccounts` of type passkey). */
  passkeys: readonly MfaPasskey[];
  /** A new passkey is being created and enrolled (the browser's passkey prompt is open). */
  adding?: boolean | undefined;
  /** The user's passkeys are being enrolled for verification (`submitEnrollmentWithPasskey`). */
  enrolling?: boolean | undefined;
  /** The passkey being removed, by credential id. */
  removing?: string | null | undefined;
  /** The change went through: the success screen, "Passkeys updated". */
  updated?: boolean | undefined;
  /** Why adding or removing failed: the passkey messages of spec 8. */
  error?: ErrorEntry | null | undefined;
  /** "Add new passkey": the host links a passkey and enrols it for verification. */
  onAdd: () => void;
  /**
   * Use the passkeys the user already has for verification: called with every passkey's credential id, the
   * list `submitEnrollmentWithPasskey` takes. Offered while some passkey does not verify yet.
   */
  onEnrollExisting?: ((credentialIds: string[]) => void) | undefined;
  /** Remove (unlink) one passkey; leave out where the host cannot, and no passkey shows a remove button. */
  onRemove?: ((credentialId: string) => void) | undefined;
  /** "Done" on the success screen. */
  onDone: () => void;
  onBack?: (() => void) | undefined;
  /** The zone dates are shown in (the browser's by default); stories fix it so they read the same everywhere. */
  timeZone?: string | undefined;
}

/** How many passkeys show before "View all" (spec 2). */
const COLLAPSED_COUNT = 2;

/** The device a passkey lives on: its authenticator's name, else the device it was made on. */
function deviceOf(passkey: MfaPasskey, t: TranslateWith<typeof mfaSetupCopy>): string {
  return passkey.authenticatorName || passkey.createdWithDevice || t('mfa.passkeySetup.unknownDevice');
}

/** The browser it was made in, with the system when known ("Chrome on macOS"). */
function browserOf(passkey: MfaPasskey, t: TranslateWith<typeof mfaSetupCopy>): string {
  const { createdWithBrowser: browser, createdWithOs: os } = passkey;
  if (browser && os) return t('mfa.passkeySetup.browserOnOs', { browser, os });
  return browser || os || t('mfa.passkeySetup.unknownBrowser');
}

/**
 * Passkey multi-factor set-up, "Set up passkey verification" (spec 2): "Add new passkey"; "Your passkeys"
 * lists 2, then "View all" shows every one; each shows its device, its browser and when it was last used,
 * with a remove button named after it. After a change, "Passkeys updated". Errors are the passkey messages
 * of spec 8 ("Cannot link more passkeys to account.", "Passkey request timed out or rejected by user.",
 * "Cannot unlink a passkey enrolled in MFA", "Unknown error occurred.").
 */
export function MfaPasskeySetupScreen({
  passkeys,
  adding = false,
  enrolling = false,
  removing = null,
  updated = false,
  error = null,
  onAdd,
  onEnrollExisting,
  onRemove,
  onDone,
  onBack,
  timeZone,
}: MfaPasskeySetupScreenProps) {
  const { t, locale } = useCopy(mfaSetupCopy);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const level = useScreenHeadingLevel();
  const ListHeading = `h${Math.min(level + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const Passkey = icons.passkey;
  const Trash = icons.trash;

  if (updated) {
    const Done = icons.verifiedBadge;
    return (
      <ScreenLayout
        icon={<Done />}
        tone="success"
        title={t('mfa.passkeySetup.updated')}
        subtitle={t('mfa.passkeySetup.updatedBody')}
        footer={
          <Button fullWidth onClick={onDone}>
            {t('mfa.setup.done')}
          </Button>
        }
      />
    );
  }

  const dates = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const busy = adding || enrolling || removing !== null;
  const canEnrollExisting = Boolean(onEnrollExisting) && passkeys.some((passkey) => !passkey.enrolledInMfa);
  const full = passkeys.length >= MAX_PASSKEYS;
  const shown = expanded ? passkeys : passkeys.slice(0, COLLAPSED_COUNT);
  const Check = icons.shieldCheck;

  return (
    <ScreenLayout
      icon={<Passkey />}
      title={t('mfa.passkeySetup.title')}
      subtitle={t('mfa.passkeySetup.subtitle')}
      footer={
        <>
          <Button
            fullWidth
            loading={adding}
            loadingLabel={t('mfa.passkeySetup.adding')}
            disabled={full || (busy && !adding)}
            onClick={onAdd}
          >
            {t('mfa.passkeySetup.add')}
          </Button>
          {canEnrollExisting ? (
            <Button
              variant="secondary"
              fullWidth
              loading={enrolling}
              loadingLabel={t('mfa.passkeySetup.enrolling')}
              disabled={busy && !enrolling}
              onClick={() => onEnrollExisting?.(passkeys.map((passkey) => passkey.credentialId))}
            >
              {t('mfa.passkeySetup.enrollExisting')}
            </Button>
          ) : null}
          {full ? (
            <p className="sg:text-center sg:text-muted-foreground sg:text-sm">{t('validation.link.passkeyLimit')}</p>
          ) : null}
        </>
      }
    >
      <BackButton onBack={onBack} />
      <ErrorBanner error={error} />
      {passkeys.length === 0 ? (
        <ul className="sg:grid sg:gap-2 sg:text-foreground sg:text-sm">
          {(['how', 'fast', 'what'] as const).map((benefit) => (
            <li key={benefit} className="sg:flex sg:items-start sg:gap-2">
              <Check aria-hidden className="sg:mt-0.5 sg:size-4 sg:shrink-0 sg:text-accent-text" />
              {t(`mfa.passkeySetup.benefit.${benefit}`)}
            </li>
          ))}
        </ul>
      ) : (
        <section aria-labelledby={headingId} className="sg:grid sg:gap-2">
          <ListHeading id={headingId} className="sg:font-medium sg:text-foreground sg:text-sm">
            {t('mfa.passkeySetup.list')}
          </ListHeading>
          <ul id={listId} className="sg:grid sg:gap-2">
            {shown.map((passkey) => {
              const device = deviceOf(passkey, t);
              const lastUsed = passkey.latestVerifiedAt ?? passkey.firstVerifiedAt;
              const isRemoving = removing === passkey.credentialId;
              return (
                <ListItem
                  key={passkey.credentialId}
                  data-credential-id={passkey.credentialId}
                  label={device}
                  description={
                    <>
                      <span className="sg:block">{browserOf(passkey, t)}</span>
                      <span className="sg:block">
                        {lastUsed
                          ? t('mfa.passkeySetup.lastUsed', { date: dates.format(lastUsed) })
                          : t('mfa.passkeySetup.neverUsed')}
                      </span>
                    </>
                  }
                  trailing={
                    <>
                      {passkey.enrolledInMfa ? <Chip tone="success">{t('status.enabled')}</Chip> : null}
                      {onRemove ? (
                        <IconButton
                          variant="destructive"
                          size="sm"
                          label={t(isRemoving ? 'mfa.passkeySetup.removing' : 'mfa.passkeySetup.remove', { device })}
                          aria-busy={isRemoving || undefined}
                          icon={<Trash aria-hidden />}
                          disabled={busy}
                          onClick={() => onRemove(passkey.credentialId)}
                        />
                      ) : null}
                    </>
                  }
                />
              );
            })}
          </ul>
          {passkeys.length > COLLAPSED_COUNT ? (
            <Button
              variant="link"
              size="sm"
              className="sg:justify-self-center"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('mfa.passkeySetup.showFewer') : t('action.viewAll')}
            </Button>
          ) : null}
        </section>
      )}
    </ScreenLayout>
  );
}
