import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';

interface FieldIds {
  inputId: string;
  descriptionId: string;
  errorId: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Hide the label visually; it stays the control's accessible name. */
  hideLabel?: boolean | undefined;
  description?: ReactNode | undefined;
  /** An error message: shown under the control, announced, and marks the control invalid. */
  error?: ReactNode | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
  id?: string | undefined;
  children: (ids: FieldIds, describedBy: string | undefined) => ReactNode;
}

/** Lays out a label, a control, help text and an error, and wires their ids for assistive technology. */
export function Field({ label, hideLabel, description, error, optional, className, id, children }: FieldProps) {
  const { t } = useCopy();
  const generated = useId();
  const inputId = id ?? `sigil-field-${generated}`;
  const ids = { inputId, descriptionId: `${inputId}-description`, errorId: `${inputId}-error` };
  const describedBy = [description ? ids.descriptionId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="field" className={cn('sg:grid sg:gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className={cn('sg:font-medium sg:text-foreground sg:text-sm', hideLabel && 'sg:sr-only')}
      >
        {label}
        {optional ? (
          <>
            {' '}
            <span className="sg:font-normal sg:text-muted-foreground">({t('field.optional')})</span>
          </>
        ) : null}
      </label>
      {children(ids, describedBy || undefined)}
      {description ? (
        <p id={ids.descriptionId} className="sg:text-muted-foreground sg:text-sm">
          {description}
        </p>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** The error line under a control. The live region is always present so the first error is announced too. */
export function FieldError({ id, children }: { id: string; children?: ReactNode | undefined }) {
  return (
    <p
      id={id}
      data-slot="field-error"
      aria-live="polite"
      className={cn('sg:text-error sg:text-sm', !children && 'sg:sr-only')}
    >
      {children}
    </p>
  );
}

export const inputClasses = cn(
  'sg:h-11 sg:w-full sg:min-w-0 sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:px-3 sg:text-base sg:text-foreground',
  'sg:placeholder:text-muted-foreground sg:outline-none sg:transition-colors',
  'sg:focus-visible:border-ring sg:focus-visible:ring-2 sg:focus-visible:ring-ring/40',
  'sg:aria-invalid:border-error sg:aria-invalid:focus-visible:ring-error/30',
  'sg:disabled:cursor-not-allowed sg:disabled:bg-muted sg:disabled:opacity-70',
);

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean | undefined;
  description?: ReactNode | undefined;
  error?: ReactNode | undefined;
  optional?: boolean | undefined;
  /** Element rendered inside the field, after the input (a button, a unit). */
  endAdornment?: ReactNode | undefined;
  containerClassName?: string | undefined;
}

/** A labelled text input with help text and an announced error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, description, error, optional, endAdornment, className, containerClassName, id, ...props },
  ref,
) {
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      optional={optional}
      className={containerClassName}
      id={id}
    >
      {({ inputId }, describedBy) => (
        <div className="sg:relative sg:flex sg:items-center">
          <input
            ref={ref}
            id={inputId}
            data-slot="input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            required={!optional}
            className={cn(inputClasses, endAdornment ? 'sg:pe-24' : undefined, className)}
            {...props}
          />
          {endAdornment ? <div className="sg:absolute sg:end-1.5 sg:flex sg:items-center">{endAdornment}</div> : null}
        </div>
      )}
    </Field>
  );
});

export interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type'> {
  label?: ReactNode | undefined;
}

/** An e-mail input with the right keyboard, autocomplete and spell-check settings. Label from the copy deck. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { label, placeholder, ...props },
  ref,
) {
  const { t } = useCopy();
  return (
    <TextField
      ref={ref}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      label={label ?? t('field.email.label')}
      placeholder={placeholder ?? t('field.email.placeholder')}
      {...props}
    />
  );
});
