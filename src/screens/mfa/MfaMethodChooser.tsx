import type { LucideIcon } from 'lucide-react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaCopy } from '../../copy/decks/mfa';
import type { ErrorEntry } from '../../copy/errors';
import { enrolledMethods } from '../../flows/mfa-verification';
import { icons } from '../../icons/semantic';
import type { MfaMethod } from '../../model/mfa';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';

/** Each verification method's icon: a time-based code, a text message to the phone, a passkey. */
export const mfaMethodIcon: Record<MfaMethod, LucideIcon> = {
  totp: icons.clock,
  sms: icons.phone,
  passkey: icons.passkey,
};

export interface MfaMethodChooserProps {
  /** The user's enrolled methods (`mfaMethods`); only these are offered, in the spec's order. */
  methods: readonly MfaMethod[];
  onSelect: (method: MfaMethod) => void;
  onCancel?: (() => void) | undefined;
  /** Why the user is choosing again, e.g. "Timed out waiting for MFA code" after a time-out. */
  notice?: ErrorEntry | null | undefined;
}

/**
 * "Verify your identity" / "Choose a verification method": the enrolled among Authenticator app, SMS and
 * Passkey, one button each.
 */
export function MfaMethodChooser({ methods, onSelect, onCancel, notice = null }: MfaMethodChooserProps) {
  const { t } = useCopy(mfaCopy);
  const Shield = icons.shieldCheck;
  const label: Record<MfaMethod, string> = {
    totp: t('mfa.method.totp'),
    sms: t('mfa.method.sms'),
    passkey: t('mfa.method.passkey'),
  };
  return (
    <ScreenLayout
      icon={<Shield />}
      title={t('mfa.verify.title')}
      subtitle={t('mfa.verify.subtitle')}
      footer={
        onCancel ? (
          <Button variant="ghost" fullWidth onClick={onCancel}>
            {t('action.cancel')}
          </Button>
        ) : undefined
      }
    >
      <ErrorBanner error={notice} />
      <ul aria-label={t('mfa.methods.label')} className="sg:flex sg:flex-col sg:gap-2">
        {enrolledMethods(methods).map((method) => {
          const Icon = mfaMethodIcon[method];
          return (
            <li key={method}>
              <MethodButton icon={<Icon />} label={label[method]} onClick={() => onSelect(method)} />
            </li>
          );
        })}
      </ul>
    </ScreenLayout>
  );
}
