import { messageFor } from '@sigil/ui/copy';
import { GuestScreen, TelegramScreen } from '@sigil/ui/screens';
import { useAuth } from '../../auth/AuthProvider';

/** Guest access after a failed first attempt: the error, and Continue to try again. */
export function GuestRetry(props: { creating: boolean; error: unknown; onContinue: () => void; onBack: () => void }) {
  return <GuestScreen {...props} error={messageFor(props.error)} />;
}

/** Telegram's own login pop-up, driven headlessly; the screen shows the SDK's Telegram state as it is. */
export function TelegramSignIn({ onBack }: { onBack: () => void }) {
  const { port, whenReady } = useAuth();
  const state = port?.telegram.state ?? { status: 'initial' as const };
  return (
    <TelegramScreen
      status={state.status}
      error={state.status === 'error' ? messageFor(state.error) : null}
      // The hook reports its failure through its state; the rejected promise adds nothing.
      onStart={() => void whenReady().then((ready) => ready.telegram.login().catch(() => undefined))}
      onBack={onBack}
    />
  );
}
