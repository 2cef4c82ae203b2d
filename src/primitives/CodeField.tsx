import { OTPInput, type SlotProps } from 'input-otp';
import { forwardRef, type ReactNode, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import type { CopyKey } from '../copy/locales/en';
import { cn } from '../lib/cn';
import { normalizeCode, toAsciiDigits } from '../rules/code';
import { CODE_LENGTH } from '../rules/limits';
import { Field } from './Field';

export interface CodeFieldProps {
  /** Controlled value (digits only). Leave undefined to let the field keep its own state. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  /** Called once all 6 digits are present, typed or pasted. */
  onComplete?: ((code: string) => void) | undefined;
  /** An error from outside (e.g. "The code you entered is not valid"); marks every box invalid. */
  error?: ReactNode | undefined;
  disabled?: boolean | undefined;
  /** Accessible name; defaults to "Verification code". Hidden visually unless `showLabel`. */
  label?: ReactNode | undefined;
  showLabel?: boolean | undefined;
  description?: ReactNode | undefined;
  autoFocus?: boolean | undefined;
  name?: string | undefined;
  className?: string | undefined;
}

/**
 * The 6-digit one-time-code field (spec 5): one real input (input-otp) drawn as six boxes, so typing,
 * deleting, selection, paste of a whole code and the platform's one-time-code autofill all behave natively.
 * Digits from any script are accepted; spaces and dashes in a paste are dropped. Anything else is refused
 * with "Passcode can only be numbers"; a paste of more than 6 digits with "Passcode must be exactly 6 numbers".
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  {
    value: controlled,
    defaultValue = '',
    onChange,
    onComplete,
    error,
    disabled,
    label,
    showLabel = false,
    description,
    autoFocus,
    name,
    className,
  }: CodeFieldProps,
  ref,
) {
  const { t } = useCopy();
  const [own, setOwn] = useState(() => normalizeCode(defaultValue).slice(0, CODE_LENGTH));
  const [inputError, setInputError] = useState<CopyKey | null>(null);
  const value = controlled ?? own;

  const accept = (next: string) => {
    // input-otp reports the unchanged value after a refused paste: keep that paste's error showing.
    if (next === value) return;
    setInputError(null);
    setOwn(next);
    onChange?.(next);
  };

  const shownError = error ?? (inputError ? t(inputError) : null);

  return (
    <Field
      label={label ?? t('field.code.label')}
      hideLabel={!showLabel}
      description={description}
      error={shownError}
      className={className}
    >
      {({ inputId }, describedBy) => (
        <div dir="ltr" className="sg:w-fit">
          <OTPInput
            ref={ref}
            id={inputId}
            data-slot="code-input"
            name={name}
            maxLength={CODE_LENGTH}
            value={value}
            disabled={disabled}
            autoFocus={autoFocus}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            pushPasswordManagerStrategy="none"
            onChange={(raw: string) => {
              const next = toAsciiDigits(raw);
              if (/[^0-9]/.test(next)) {
                setInputError('validation.code.numbersOnly');
                return;
              }
              accept(next);
            }}
            pasteTransformer={(pasted: string) => {
              const digits = normalizeCode(pasted);
              if (/[^0-9]/.test(digits)) {
                setInputError('validation.code.numbersOnly');
                return '';
              }
              if (digits.length > CODE_LENGTH) {
                setInputError('validation.code.exactLength');
                return '';
              }
              return digits;
            }}
            onComplete={(code: string) => onComplete?.(code)}
            // Six boxes fit a phone's card (390 px wide, 294 px inside) at 40 px; 48 px from 640 px up.
            containerClassName={cn('sg:flex sg:items-center sg:gap-1.5 sg:sm:gap-2', disabled && 'sg:opacity-60')}
            render={({ slots }) => (
              <>
                {slots.map((slot, index) => (
                  // Slots are positional and fixed in number: the index is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <CodeSlot key={index} {...slot} invalid={Boolean(shownError)} />
                ))}
              </>
            )}
          />
        </div>
      )}
    </Field>
  );
});

function CodeSlot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      data-slot="code-slot"
      data-active={isActive || undefined}
      className={cn(
        'sg:relative sg:flex sg:size-10 sg:items-center sg:justify-center sg:sm:size-12 sg:rounded-sigil sg:border sg:bg-background sg:font-semibold sg:text-foreground sg:text-xl sg:tabular-nums',
        invalid ? 'sg:border-error' : 'sg:border-border',
        isActive && (invalid ? 'sg:ring-2 sg:ring-error/40' : 'sg:border-ring sg:ring-2 sg:ring-ring/40'),
      )}
    >
      {char}
      {hasFakeCaret ? (
        <div
          aria-hidden
          className="sg:pointer-events-none sg:absolute sg:inset-0 sg:flex sg:items-center sg:justify-center"
        >
          <div className="sg:h-6 sg:w-px sg:bg-foreground sg:motion-safe:animate-[sigil-fade-in_1s_ease-in-out_infinite_alternate]" />
        </div>
      ) : null}
    </div>
  );
}
