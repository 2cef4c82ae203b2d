import { Check, Copy } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './Button';

/** Writes text to the clipboard; falls back to a hidden textarea where the async Clipboard API is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('Clipboard unavailable');
  }
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  value: string;
  /** What is copied, for the accessible name ("Copy address"). Defaults to "Copy". */
  label?: string | undefined;
  /** Show only the icon (the label stays the accessible name). */
  iconOnly?: boolean | undefined;
  /** How long "Copied" shows before the button resets. */
  confirmationMs?: number | undefined;
  onCopied?: ((value: string) => void) | undefined;
}

/** Copies a value and confirms with "Copied", announced to screen readers. */
export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  {
    value,
    label,
    iconOnly = false,
    confirmationMs = 2000,
    onCopied,
    variant = 'secondary',
    size = 'sm',
    className,
    ...props
  },
  ref,
) {
  const { t } = useCopy();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const name = label ?? t('action.copy');
  const handleClick = async () => {
    await copyText(value);
    setCopied(true);
    onCopied?.(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), confirmationMs);
  };

  return (
    <>
      <Button
        ref={ref}
        data-slot="copy-button"
        variant={variant}
        size={size}
        aria-label={iconOnly ? (copied ? t('action.copied') : name) : undefined}
        title={iconOnly ? name : undefined}
        onClick={handleClick}
        className={cn(iconOnly && 'sg:w-8 sg:px-0', className)}
        {...props}
      >
        {copied ? <Check aria-hidden className="sg:text-success" /> : <Copy aria-hidden />}
        {iconOnly ? null : copied ? t('action.copied') : name}
      </Button>
      <span aria-live="polite" className="sg:sr-only">
        {copied ? t('action.copied') : ''}
      </span>
    </>
  );
});
