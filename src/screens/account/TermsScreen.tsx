import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface TermsScreenProps {
  /** The app's name, to say whose terms they are. */
  appName?: string | undefined;
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  /** Acceptance is being recorded: Accept reads "Accepting", Decline waits. */
  accepting?: boolean | undefined;
  /** Why recording it failed. */
  error?: ErrorEntry | null | undefined;
  /** Accept: the host records it (`hasAcceptedTerms` becomes true). */
  onAccept: () => void;
  /** Decline: the host logs the user out (an app that requires the terms cannot be used without them). */
  onDecline: () => void;
}

/** Terms acceptance, for apps that require it of signed-in users who have not accepted yet (`hasAcceptedTerms`). */
export function TermsScreen({
  appName,
  termsUrl,
  privacyUrl,
  accepting = false,
  error = null,
  onAccept,
  onDecline,
}: TermsScreenProps) {
  const { t, rich } = useCopy(accountCopy);
  const link = (href: string | undefined, text: string) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        className="sg:text-accent-text sg:underline sg:underline-offset-2"
      >
        {text}
      </a>
    ) : (
      text
    );
  const links = { terms: link(termsUrl, t('login.termsLink')), privacy: link(privacyUrl, t('login.privacyLink')) };
  const Clipboard = icons.clipboard;
  return (
    <ScreenLayout
      icon={<Clipboard />}
      title={t('account.terms.title')}
      subtitle={
        appName ? rich('account.terms.body', { app: appName, ...links }) : rich('account.terms.bodyNoApp', links)
      }
      footer={
        <div className="sg:grid sg:gap-2">
          <Button fullWidth loading={accepting} loadingLabel={t('account.terms.accepting')} onClick={onAccept}>
            {t('account.terms.accept')}
          </Button>
          <Button variant="ghost" fullWidth disabled={accepting} onClick={onDecline}>
            {t('account.terms.decline')}
          </Button>
        </div>
      }
    >
      <ErrorBanner error={error} />
    </ScreenLayout>
  );
}
