import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface InAppBrowserErrorScreenProps {
  providerName: string;
  /** The page's address, to open in the system browser. */
  pageUrl: string;
  onBack: () => void;
}

/** Sign-in with providers that refuse embedded browsers: "Could not log in with provider". */
export function InAppBrowserErrorScreen({ providerName, pageUrl, onBack }: InAppBrowserErrorScreenProps) {
  const { t } = useCopy(signInCopy);
  const Ban = icons.ban;
  return (
    <ScreenLayout
      icon={<Ban />}
      tone="error"
      title={t('oauth.inAppBrowser')}
      subtitle={t('login.oauth.inAppBrowserDescription', { provider: providerName })}
    >
      <CopyButton
        value={pageUrl}
        label={t('login.oauth.openInBrowser')}
        variant="primary"
        size="md"
        className="sg:w-full"
      />
      <Button variant="ghost" onClick={onBack}>
        {t('action.back')}
      </Button>
    </ScreenLayout>
  );
}
