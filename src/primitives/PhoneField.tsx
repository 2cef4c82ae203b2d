import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { validatePhone } from '../rules/phone';
import { Field, inputClasses } from './Field';

export interface PhoneValue {
  /** What the user typed, formatted as they type. */
  input: string;
  country: CountryCode;
  /** The number in E.164 when valid, else null: submit stays disabled until it is set. */
  e164: string | null;
}

export interface PhoneFieldProps {
  label?: ReactNode | undefined;
  hideLabel?: boolean | undefined;
  description?: ReactNode | undefined;
  /** An error from the server or the flow; the field's own validity message shows after the user leaves it. */
  error?: ReactNode | undefined;
  defaultCountry?: CountryCode | undefined;
  defaultValue?: string | undefined;
  /** Called on every change with the formatted input and the E.164 number when valid. */
  onChange?: ((value: PhoneValue) => void) | undefined;
  disabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
  name?: string | undefined;
  className?: string | undefined;
}

/**
 * A phone number input with a country picker. Formatting, country detection from a typed '+' prefix and
 * validity come from libphonenumber-js. Country names are localised with Intl.DisplayNames.
 */
export function PhoneField({
  label,
  hideLabel,
  description,
  error,
  defaultCountry = 'US',
  defaultValue = '',
  onChange,
  disabled,
  autoFocus,
  name,
  className,
}: PhoneFieldProps) {
  const { t, locale } = useCopy();
  const selectId = useId();
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [input, setInput] = useState(defaultValue);
  const [touched, setTouched] = useState(false);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale.code, 'en'], { type: 'region' });
    const collator = new Intl.Collator(locale.code);
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [locale.code]);
  const countryName = countries.find((c) => c.code === country)?.name ?? country;

  const result = validatePhone(input, country);
  const e164 = result.ok ? result.value : null;
  const ownError =
    touched && input.trim() !== '' && !result.ok ? t('field.phone.invalid', { country: countryName }) : null;

  const emit = (nextInput: string, nextCountry: CountryCode) => {
    const validity = validatePhone(nextInput, nextCountry);
    onChange?.({ input: nextInput, country: nextCountry, e164: validity.ok ? validity.value : null });
  };

  const handleInput = (raw: string) => {
    // Typing or pasting an international number selects its country.
    let nextCountry = country;
    if (raw.trim().startsWith('+')) {
      const detected = parsePhoneNumberFromString(raw)?.country;
      if (detected) nextCountry = detected;
    }
    // Format as the user types, but never fight a deletion of a formatting character.
    const formatted = raw.length < input.length ? raw : new AsYouType(nextCountry).input(raw);
    setCountry(nextCountry);
    setInput(formatted);
    emit(formatted, nextCountry);
  };

  return (
    <Field
      label={label ?? t('field.phone.label')}
      hideLabel={hideLabel}
      description={description}
      error={error ?? ownError}
      className={className}
    >
      {({ inputId }, describedBy) => (
        <div className="sg:flex sg:gap-2" dir="ltr">
          <div
            className={cn(
              inputClasses,
              'sg:relative sg:flex sg:w-auto sg:shrink-0 sg:items-center sg:gap-1 sg:pe-2 sg:ps-3 sg:font-medium',
              'sg:has-focus-visible:border-ring sg:has-focus-visible:ring-2 sg:has-focus-visible:ring-ring/40',
              disabled && 'sg:cursor-not-allowed sg:bg-muted sg:opacity-70',
            )}
          >
            <span aria-hidden>{`${country} +${getCountryCallingCode(country)}`}</span>
            <ChevronDown aria-hidden className="sg:size-4 sg:text-muted-foreground" />
            {/* The native select keeps the platform picker and full country names for assistive technology. */}
            <select
              id={selectId}
              aria-label={t('field.phone.country')}
              data-slot="phone-country"
              value={country}
              disabled={disabled}
              onChange={(event) => {
                const next = event.target.value as CountryCode;
                setCountry(next);
                emit(input, next);
              }}
              className="sg:absolute sg:inset-0 sg:cursor-pointer sg:opacity-0 sg:disabled:cursor-not-allowed"
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {`${c.name} (+${c.dial})`}
                </option>
              ))}
            </select>
          </div>
          <input
            id={inputId}
            data-slot="phone-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name={name}
            value={input}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: opt-in, for screens whose only task is this field
            autoFocus={autoFocus}
            aria-invalid={error || ownError ? true : undefined}
            aria-describedby={describedBy}
            data-valid={e164 ? '' : undefined}
            onChange={(event) => handleInput(event.target.value)}
            onBlur={() => setTouched(true)}
            className={cn(inputClasses, 'sg:flex-1')}
          />
        </div>
      )}
    </Field>
  );
}
