import { memo, startTransition, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { FieldError, Input, Label, TextField } from 'react-aria-components/TextField';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Buyer } from '../../../utils/purchase-body';
import { useBuyerForm } from '../state/use-buyer-form';
import type { BuyerError, BuyerField } from '../utils/buyer-rules';
import { CountryField } from './country-field';
import styles from './buyer-form.module.css';

type TextFieldName = Exclude<BuyerField, 'civility' | 'country'>;

/** How each text field fills in, so browsers and password managers can help. */
const TEXT_FIELDS: readonly { field: TextFieldName; type: 'text' | 'email' | 'tel'; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { field: 'addressLine', type: 'text', autoComplete: 'street-address' },
  { field: 'postalCode', type: 'text', autoComplete: 'postal-code' },
  { field: 'city', type: 'text', autoComplete: 'address-level2' },
];

export interface BuyerFormProps {
  /** The form passed every rule: the order is placed for this buyer. */
  onValidSubmit(buyer: Buyer): void;
  /** A payment is under way. */
  isDisabled?: boolean;
}

/**
 * Who books: civility, names, contact and postal address, country. Each field says what is wrong
 * once it is left, and a submit with errors puts the focus on the first one to fix. Memoised: its
 * page re-renders when the wallet or the instalments answer, synchronously, and the form's select
 * and radio buttons drawn again for nothing kept a tap waiting; give it a steady `onValidSubmit`.
 */
export const BuyerForm = memo(function BuyerForm({ onValidSubmit, isDisabled = false }: BuyerFormProps) {
  const { t } = useTranslation();
  const form = useBuyerForm();
  // The country's list comes with the first focus in the form (country-field.tsx).
  const [countryWanted, setCountryWanted] = useState(false);
  const titleId = useId();
  const focusTargets = useRef<Partial<Record<BuyerField, HTMLElement | null>>>({});

  const errorText = (error: BuyerError | null): string => {
    if (!error) return '';
    if (error.kind === 'tooLong') return t('payment.buyer.errors.tooLong', { maxlength: error.maxLength });
    return t(`payment.buyer.errors.${error.kind}`);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.submit();
    if (result.ok) onValidSubmit(result.buyer);
    else focusField(result.firstInvalid);
  };
  const focusField = (field: BuyerField) => {
    const element = focusTargets.current[field];
    // The civility group takes the focus on its first choice.
    (field === 'civility' ? element?.querySelector('input') : element)?.focus();
  };
  const fieldOf = (field: TextFieldName, type: 'text' | 'email' | 'tel', autoComplete: string): ReactNode => {
    const error = form.errorOf(field);
    return (
      <TextField
        key={field}
        className={`${styles.field} ${styles[field] ?? ''}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={form.values[field]}
        onChange={(value) => form.setField(field, value)}
        onBlur={() => form.check(field)}
        isInvalid={error !== null}
        isRequired
        validationBehavior="aria"
        isDisabled={isDisabled}
      >
        <Label className={styles.label}>{t(`payment.buyer.${field}`)}</Label>
        <Input
          className={styles.input}
          ref={(element) => {
            focusTargets.current[field] = element;
          }}
        />
        <FieldError className={styles.error}>{errorText(error)}</FieldError>
      </TextField>
    );
  };

  const civilityError = form.errorOf('civility');
  const countryError = form.errorOf('country');
  return (
    <section
      className={styles.buyer}
      aria-labelledby={titleId}
      onFocus={countryWanted ? undefined : () => startTransition(() => setCountryWanted(true))}
    >
      <h3 id={titleId} className={styles.title}>
        {t('payment.buyer.title')}
      </h3>
      <p className={styles.hint}>{t('payment.buyer.allMandatory')}</p>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <RadioGroup
          className={`${styles.field} ${styles.civility}`}
          name="civility"
          orientation="horizontal"
          value={form.values.civility || null}
          onChange={(value) => form.setField('civility', value)}
          onBlur={() => form.check('civility')}
          isInvalid={civilityError !== null}
          isRequired
          validationBehavior="aria"
          isDisabled={isDisabled}
          ref={(element) => {
            focusTargets.current.civility = element;
          }}
        >
          <Label className={styles.label}>{t('payment.buyer.civility')}</Label>
          <div className={styles.radios}>
            {(['MRS', 'MR'] as const).map((civility) => (
              <Radio key={civility} value={civility} className={styles.radio}>
                <span className={styles.radioMark} aria-hidden="true" />
                {t(`payment.buyer.civilities.${civility}`)}
              </Radio>
            ))}
          </div>
          <FieldError className={styles.error}>{errorText(civilityError)}</FieldError>
        </RadioGroup>
        {TEXT_FIELDS.map(({ field, type, autoComplete }) => fieldOf(field, type, autoComplete))}
        <CountryField
          isWanted={countryWanted}
          label={t('payment.buyer.country')}
          value={form.values.country}
          onChange={(code) => form.setField('country', code)}
          errorText={errorText(countryError)}
          isDisabled={isDisabled}
          buttonRef={(element) => {
            focusTargets.current.country = element;
          }}
        />
        <Button type="submit" className={styles.submit} isDisabled={isDisabled}>
          {t('payment.buyer.submit')}
        </Button>
      </Form>
    </section>
  );
});
