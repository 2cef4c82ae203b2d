import { useCopy } from '../copy/CopyProvider';
import { Spinner } from '../primitives/Spinner';

/**
 * What `SignInJourney` shows while a journey's code loads: a spinner saying "Starting". A host's own lazily
 * loaded pages may show it too, so both look alike.
 */
export function JourneyLoading() {
  const { t } = useCopy();
  return (
    <div className="sg:flex sg:justify-center sg:py-16 sg:text-accent-text">
      <Spinner size="lg" label={t('shell.starting')} />
    </div>
  );
}
