import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components/Form';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components/Select';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components/TextField';
import {
  CONTACT_FIELD_MAX_LENGTHS,
  CONTACT_REASONS,
  isContactReason,
  type ContactField,
} from '@escapade/shared-contracts/contact-case';
import { useContactForm } from '../state/use-contact-form';
import { useSendContactCase } from '../state/use-send-contact-case';
import type { FieldMessage } from '../utils/contact-field-messages';
import styles from './contact-form.module.css';

type TypedField = Exclude<ContactField, 'reason' | 'description'>;

/** How each one-line field fills in, so browsers can help (and phones show the right keyboard). */
const LINE_FIELDS: Readonly<
  Record<TypedField, Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>>
> = {
  bookingNumber: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', maxLength: CONTACT_FIELD_MAX_LENGTHS.email },
  name: { type: 'text', autoComplete: 'name', maxLength: CONTACT_FIELD_MAX_LENGTHS.name },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: CONTACT_FIELD_MAX_LENGTHS.phone },
};

/**
 * The leave-a-message form: the reason first, then the fields it needs. Every field is mandatory;
 * a field says what is wrong once left, a submit says it for all and puts the focus on the first.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useContactForm();
  const send = useSendContactCase();
  const focusTargets = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const say = (message: FieldMessage | null) =>
    message ? t(message.key, message.count === undefined ? {} : { count: message.count }) : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const invalid = form.checkAll();
    const { reason } = form.fields;
    if (invalid !== null || !isContactReason(reason)) {
      focusTargets.current[invalid ?? 'reason']?.focus();
      return;
    }
    send.mutate(
      { ...form.fields, reason },
      {
        onSuccess(outcome) {
          if (outcome.sent) return;
          form.refuse(outcome.field, outcome.error);
          focusTargets.current[outcome.field]?.focus();
        },
      },
    );
  };

  const lineField = (field: TypedField) => (
    <TextField
      key={field}
      className={`${styles.field} ${styles[field] ?? ''}`}
      name={field}
      {...LINE_FIELDS[field]}
      value={form.fields[field]}
      onChange={(value) => form.setField(field, value)}
      onBlur={() => form.check(field)}
      isInvalid={form.errorOf(field) !== null}
      isRequired
      validationBehavior="aria"
    >
      <Label className={styles.label}>{t(`contact.form.fields.${field}`)}</Label>
      <Input
        className={styles.input}
        ref={(element) => {
          focusTargets.current[field] = element;
        }}
      />
      {field === 'bookingNumber' ? (
        <Text slot="description" className={styles.hint}>
          {t('contact.form.bookingNumberHint')}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{say(form.errorOf(field))}</FieldError>
    </TextField>
  );

  const reasonError = form.errorOf('reason');
  const descriptionError = form.errorOf('description');
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      <p className={styles.note}>{t('contact.form.allMandatory')}</p>
      <Select
        className={`${styles.field} ${styles.wide}`}
        name="reason"
        placeholder={t('contact.form.reasonPlaceholder')}
        value={form.fields.reason || null}
        onChange={(key) => form.setField('reason', key === null ? '' : String(key))}
        onBlur={() => form.check('reason')}
        isInvalid={reasonError !== null}
        isRequired
        validationBehavior="aria"
      >
        <Label className={styles.label}>{t('contact.form.fields.reason')}</Label>
        <Button
          className={styles.selectTrigger}
          ref={(element) => {
            focusTargets.current.reason = element;
          }}
        >
          <SelectValue className={styles.selectValue} />
          <span className={styles.selectArrow} aria-hidden="true" />
        </Button>
        <FieldError className={styles.error}>{say(reasonError)}</FieldError>
        <Popover className={styles.reasonPopover}>
          <ListBox className={styles.reasonList}>
            {CONTACT_REASONS.map((reason) => (
              <ListBoxItem key={reason} id={reason} className={styles.reasonOption}>
                {t(`contact.form.reasons.${reason}`)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {form.shown.includes('bookingNumber') ? lineField('bookingNumber') : null}
      {form.shown.includes('email') ? (
        <>
          {lineField('email')}
          {lineField('name')}
          {lineField('phone')}
          <TextField
            className={`${styles.field} ${styles.wide}`}
            name="description"
            value={form.fields.description}
            onChange={(value) => form.setField('description', value)}
            onBlur={() => form.check('description')}
            isInvalid={descriptionError !== null}
            isRequired
            validationBehavior="aria"
          >
            <Label className={styles.label}>{t('contact.form.fields.description')}</Label>
            <TextArea
              className={styles.textArea}
              rows={6}
              ref={(element) => {
                focusTargets.current.description = element;
              }}
            />
            <Text slot="description" className={styles.hint}>
              {t('contact.form.descriptionHint', { count: CONTACT_FIELD_MAX_LENGTHS.description })}
            </Text>
            <FieldError className={styles.error}>{say(descriptionError)}</FieldError>
          </TextField>
        </>
      ) : null}
      {send.isError ? (
        <p role="alert" className={styles.failure}>
          {t('contact.form.failure')}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} isPending={send.isPending}>
        {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </Form>
  );
}
