import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import type { CustomisationFieldsState } from '../state/use-customisation-form';
import {
  FROM_NAME_MAX_LENGTH,
  LIMIT_NOTICE_MS,
  MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  acceptTyped,
  fromNameError,
  messageError,
  type CustomisationError,
  type CustomisationField,
} from '../utils/customisation-rules';
import styles from './customisation.module.css';

/**
 * The field whose maximum a keystroke just hit, for LIMIT_NOTICE_MS; each refused keystroke
 * starts the time again.
 */
function useLimitNotice(): [CustomisationField | null, (field: CustomisationField) => void] {
  const [notice, setNotice] = useState<{ field: CustomisationField; at: number } | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), LIMIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice?.field ?? null, (field) => setNotice((previous) => ({ field, at: (previous?.at ?? 0) + 1 }))];
}

/**
 * The sender's name and the message of a gift, as react-aria fields: typing past a maximum is
 * refused with a short notice, errors show once a field is left or the form submitted, and a
 * field that is not needed says it is optional.
 */
export function CustomisationFields({ state }: { state: CustomisationFieldsState }) {
  const { t } = useTranslation();
  const [limitReached, flashLimit] = useLimitNotice();
  const { value, fromNameRequired, shown, fromNameRef, messageRef } = state;

  function change(field: CustomisationField, next: string) {
    const typed = acceptTyped(value[field], next, MAX_LENGTH[field]);
    if (typed.refused) flashLimit(field);
    else state.onChange(field, typed.value);
  }

  const errorText = (field: CustomisationField, error: CustomisationError | undefined) =>
    error ? t(`customisation.errors.${error}`, { maxlength: MAX_LENGTH[field] }) : null;

  const limitNotice = (field: CustomisationField) => (
    <p className={styles.limit} aria-live="polite">
      {limitReached === field ? t('customisation.errors.limit', { maxlength: MAX_LENGTH[field] }) : ''}
    </p>
  );

  const optional = <span className={styles.optional}>{` ${t('customisation.fields.optional')}`}</span>;

  return (
    <div className={styles.fields}>
      <TextField
        className={styles.field}
        name="fromName"
        value={value.fromName}
        onChange={(next) => change('fromName', next)}
        onBlur={() => state.onBlur('fromName')}
        isRequired={fromNameRequired}
        validationBehavior="aria"
        validate={(text) => (shown.fromName ? errorText('fromName', fromNameError(text, fromNameRequired)) : null)}
        autoComplete="name"
      >
        <Label className={styles.label}>
          {t('customisation.fields.fromName.label')}
          {fromNameRequired ? null : optional}
        </Label>
        <Input ref={fromNameRef} className={styles.input} />
        <Text slot="description" className={styles.description}>
          {t('customisation.fields.fromName.description', { max: FROM_NAME_MAX_LENGTH })}
        </Text>
        <FieldError className={styles.error} />
        {limitNotice('fromName')}
      </TextField>

      <TextField
        className={styles.field}
        name="message"
        value={value.message}
        onChange={(next) => change('message', next)}
        onBlur={() => state.onBlur('message')}
        validationBehavior="aria"
        validate={(text) => (shown.message ? errorText('message', messageError(text)) : null)}
      >
        <Label className={styles.label}>
          {t('customisation.fields.message.label')}
          {optional}
        </Label>
        <TextArea ref={messageRef} className={`${styles.input} ${styles.textarea}`} rows={4} />
        <div className={styles.messageInfo}>
          <Text slot="description" className={styles.description}>
            {t('customisation.fields.message.max', { max: MESSAGE_MAX_LENGTH })}
          </Text>
          <span className={styles.counter}>
            {t('customisation.fields.message.remaining', {
              count: Math.max(0, MESSAGE_MAX_LENGTH - value.message.length),
            })}
          </span>
        </div>
        <FieldError className={styles.error} />
        {limitNotice('message')}
      </TextField>
    </div>
  );
}
