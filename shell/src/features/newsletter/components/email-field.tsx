import { useTranslation } from 'react-i18next';
import { Input, Label, Text, TextField } from 'react-aria-components/TextField';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { EMAIL_FIELD_NAME, type EmailInput } from '../state/use-email-input';
import styles from './email-field.module.css';

interface EmailFieldProps {
  input: EmailInput;
  isDisabled?: boolean;
  /** Takes the focus when it appears: the newsletter dialog's only field. */
  focusOnShow?: boolean;
  /** The label is read by screen readers only, where the block's heading already says what the field is for. */
  hideLabel?: boolean;
}

/** The newsletter's e-mail field: its error under it, and the domain suggestion as a button that applies it. */
export function EmailField({ input, isDisabled = false, focusOnShow = false, hideLabel = false }: EmailFieldProps) {
  const { t } = useTranslation('marketing');
  const label = <Label className={hideLabel ? undefined : styles.label}>{t('newsletter.emailLabel')}</Label>;
  return (
    <div className={styles.field}>
      <TextField
        className={styles.textField}
        type="email"
        name={EMAIL_FIELD_NAME}
        autoComplete="email"
        value={input.email}
        onChange={input.setEmail}
        onBlur={input.checkOnBlur}
        onFocus={input.clearError}
        isInvalid={input.invalid}
        isDisabled={isDisabled}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opened for this field puts the focus in it, as dialogs should
        autoFocus={focusOnShow}
      >
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
        <Input className={styles.input} placeholder={t('newsletter.emailPlaceholder')} />
        {/* Always in the page, so its words are announced when they appear. */}
        <Text slot="errorMessage" className={styles.error} aria-live="polite">
          {input.invalid ? t('newsletter.invalidEmail') : ''}
        </Text>
      </TextField>
      {input.suggestion ? (
        <button type="button" className={styles.suggestion} onClick={input.applySuggestion}>
          {t('newsletter.suggestion', { suggestion: input.suggestion })}
        </button>
      ) : null}
    </div>
  );
}
