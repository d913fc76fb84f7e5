import { lazy, startTransition, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useRemoteProps } from '../../../context/remote-props';
import { countryName } from '../../../utils/countries';
import type { CountrySelectProps } from './country-select';
import styles from './buyer-form.module.css';

const loadCountrySelect = () => import(/* webpackChunkName: "country-select" */ './country-select');
const CountrySelect = lazy(loadCountrySelect);

/** Keys that open a select's list from its button, as react-aria's select does. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

export interface CountryFieldProps extends Omit<CountrySelectProps, 'isOpen' | 'onOpenChange'> {
  /** The shopper has reached the form (a field took the focus): the list's code is wanted soon. */
  isWanted: boolean;
}

/**
 * The buyer's country. Until the shopper reaches the form, it is drawn as the closed select looks
 * (label, chosen country, chevron) without react-aria's select, whose code and list are most of
 * the booking summary's widgets: the page starts without them. The first focus in the form, the
 * pointer over this field or the focus on it downloads them; a press or an arrow key on the field
 * before they have arrived is not lost: the list opens once they have, with the focus, which goes
 * back to the select's button when it closes. The swap is a transition, so the field the shopper
 * sees stays until then.
 */
export function CountryField({ isWanted, ...selectProps }: CountryFieldProps) {
  const { locale, reportError } = useRemoteProps();
  const [isOpen, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const { label, value, errorText, isDisabled, buttonRef } = selectProps;

  const press = () => {
    startTransition(() => {
      setPressed(true);
      setOpen(true);
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    press();
  };
  const placeholder = (
    <div className={`${styles.field} ${styles.country}`} data-invalid={errorText !== '' || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        type="button"
        ref={buttonRef}
        className={styles.selectButton}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={errorText ? errorId : undefined}
        disabled={isDisabled}
        onPointerEnter={() => void loadCountrySelect().catch(() => undefined)}
        onFocus={() => {
          setHasFocus(true);
          void loadCountrySelect().catch(() => undefined);
        }}
        onBlur={() => setHasFocus(false)}
        onClick={press}
        onKeyDown={onKeyDown}
      >
        <span id={valueId} className={styles.selectValue}>
          {countryName(locale, value)}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {errorText ? (
        <span id={errorId} className={styles.error}>
          {errorText}
        </span>
      ) : null}
    </div>
  );

  // The placeholder is the boundary's own content until the select replaces it: the transition then
  // keeps it on screen, focus included, while the code downloads, instead of a fallback in its place.
  // While it has the focus it stays until pressed: swapped between a finger's down and up, the
  // press would reach neither button.
  return (
    <ErrorBoundary
      fallback={placeholder}
      onError={(error) => reportError(error, 'mfe-checkout-entry (country-select)')}
    >
      <Suspense fallback={placeholder}>
        {pressed || (isWanted && !hasFocus) ? (
          <CountrySelect {...selectProps} isOpen={isOpen} onOpenChange={setOpen} />
        ) : (
          placeholder
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
