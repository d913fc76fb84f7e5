import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import { BOOKING_NUMBER_DIGITS } from '@escapade/shared-contracts/contact-case';
import { useRemoteProps } from '../../../context/remote-props';
import { LOOKUP_ACTIONS, type LookupAction } from '../state/booking-lookup-target';
import { useLookupAction, useLookupForm } from '../state/use-lookup-form';
import { useOrderLookup } from '../state/use-order-lookup';
import { lookupFailureOf, type LookupFailure } from '../utils/lookup-failure';
import type { LookupField } from '../utils/lookup-fields';
import { OrderInvoice } from './order-invoice';
import { OrderSummary } from './order-summary';
import styles from './booking-lookup.module.css';

/**
 * The booking lookup: the action (see the booking, or get its invoice), the booking number and the
 * buyer's email; then the booking found, shown for the action chosen, or why none was.
 */
export function BookingLookup() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const form = useLookupForm();
  const [action, setAction] = useLookupAction(route.hash);
  const lookup = useOrderLookup();
  const inputs = useRef<Partial<Record<LookupField, HTMLInputElement | null>>>({});
  const result = useRef<HTMLDivElement>(null);

  // A booking found takes the focus, so it is read at once.
  useEffect(() => {
    if (lookup.data) result.current?.focus();
  }, [lookup.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const invalid = form.checkAll();
    if (invalid !== null) {
      inputs.current[invalid]?.focus();
      return;
    }
    lookup.mutate({ bookingNumber: form.values.bookingNumber.trim(), email: form.values.email.trim() });
  };

  const field = (name: LookupField, type: 'text' | 'email') => {
    const error = form.errorOf(name);
    return (
      <TextField
        className={styles.field}
        name={name}
        type={type}
        inputMode={name === 'bookingNumber' ? 'numeric' : 'email'}
        autoComplete={name === 'email' ? 'email' : 'off'}
        value={form.values[name]}
        onChange={(value) => form.setField(name, value)}
        onBlur={() => form.check(name)}
        isInvalid={error !== null}
        isRequired
        validationBehavior="aria"
      >
        <Label className={styles.label}>{t(`bookingLookup.form.${name}`)}</Label>
        <Input
          className={styles.input}
          ref={(element) => {
            inputs.current[name] = element;
          }}
        />
        {name === 'bookingNumber' ? (
          <Text slot="description" className={styles.hint}>
            {t('bookingLookup.form.bookingNumberHint')}
          </Text>
        ) : null}
        <FieldError className={styles.error}>
          {error ? t(`bookingLookup.form.errors.${error}`, { count: BOOKING_NUMBER_DIGITS }) : ''}
        </FieldError>
      </TextField>
    );
  };

  const failureText = (reason: LookupFailure): string => {
    if (reason.kind === 'throttled') return t('bookingLookup.throttled', { count: reason.minutes });
    return t(reason.kind === 'notFound' ? 'bookingLookup.notFound' : 'bookingLookup.failure');
  };
  const failure = lookup.isError ? lookupFailureOf(lookup.error) : null;
  return (
    <>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <RadioGroup
          className={styles.actions}
          name="action"
          value={action}
          onChange={(value) => setAction(value as LookupAction)}
          orientation="horizontal"
        >
          <Label className={styles.label}>{t('bookingLookup.form.action')}</Label>
          <div className={styles.actionChoices}>
            {LOOKUP_ACTIONS.map((choice) => (
              <Radio key={choice} value={choice} className={styles.actionChoice}>
                {t(`bookingLookup.form.actions.${choice}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        {field('bookingNumber', 'text')}
        {field('email', 'email')}
        <Button type="submit" className={styles.submit} isPending={lookup.isPending}>
          {lookup.isPending ? t('bookingLookup.form.searching') : t(`bookingLookup.form.submit.${action}`)}
        </Button>
      </Form>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failureText(failure)}
        </p>
      ) : null}
      {lookup.data ? (
        <div ref={result} tabIndex={-1} className={styles.result}>
          {action === 'invoice' ? <OrderInvoice order={lookup.data} /> : <OrderSummary order={lookup.data} />}
        </div>
      ) : null}
    </>
  );
}
