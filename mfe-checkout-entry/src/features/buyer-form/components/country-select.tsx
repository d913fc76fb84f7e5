import { useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError, Label } from 'react-aria-components/TextField';
import { ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components/Select';
import { useRemoteProps } from '../../../context/remote-props';
import { countryOptions } from '../../../utils/countries';
import styles from './buyer-form.module.css';

export interface CountrySelectProps {
  label: string;
  /** ISO 3166 alpha-2 code, '' when none is chosen. */
  value: string;
  onChange(code: string): void;
  /** What is wrong with the choice, '' when nothing is. */
  errorText: string;
  isDisabled: boolean;
  /** Whether the list is open: open at once when the shopper pressed the field before this code had arrived. */
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  buttonRef(element: HTMLButtonElement | null): void;
}

/**
 * The buyer's country as react-aria's select: the countries named and sorted in the page's
 * language, the browser's address autofill through its hidden select. It is the heaviest widget of
 * the booking summary (the list, its popover and the collection code behind them), so the page
 * downloads it only once the shopper reaches the form (country-field.tsx).
 */
export default function CountrySelect({
  label,
  value,
  onChange,
  errorText,
  isDisabled,
  isOpen,
  onOpenChange,
  buttonRef,
}: CountrySelectProps) {
  const { locale } = useRemoteProps();
  const countries = useMemo(() => countryOptions(locale, value), [locale, value]);
  return (
    <Select
      className={`${styles.field} ${styles.country}`}
      name="country"
      autoComplete="country"
      value={value || null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      isInvalid={errorText !== ''}
      isRequired
      validationBehavior="aria"
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton} ref={buttonRef}>
        <SelectValue className={styles.selectValue} />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      <FieldError className={styles.error}>{errorText}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.options} items={countries}>
          {(country) => (
            <ListBoxItem id={country.code} textValue={country.name} className={styles.option}>
              {country.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
