import { useCopy } from '../copy/CopyProvider';
import { Button } from './Button';

export interface BackButtonProps {
  /** Where Back goes; without it the button is not shown. */
  onBack?: (() => void) | undefined;
}

/** A back link at the top of a screen. */
export function BackButton({ onBack }: BackButtonProps) {
  const { t } = useCopy();
  if (!onBack) return null;
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="sg:-ms-2 sg:self-start">
      <span aria-hidden className="sg:rtl:rotate-180">
        ←
      </span>
      {t('action.back')}
    </Button>
  );
}
