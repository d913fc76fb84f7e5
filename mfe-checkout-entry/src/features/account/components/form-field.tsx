import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField, type TextFieldProps } from 'react-aria-components/TextField';
import type { FieldProblem } from '../utils/field-rules';
import { fieldProblemText } from './field-problem-text';
import styles from './account-forms.module.css';

export interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange?(value: string): void;
  onBlur?(): void;
  problem?: FieldProblem | null;
  /** Left with a right value: the field shows so. */
  confirmed?: boolean;
  description?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  inputMode?: TextFieldProps['inputMode'];
  /** Beside the input, inside the field (the password's show button). */
  trailing?: ReactNode;
}

/** A labelled text field of the account's forms, its hint and its problem under it. */
export function FormField({
  name,
  label,
  value,
  onChange,
  onBlur,
  problem = null,
  confirmed = false,
  description,
  isRequired = false,
  isReadOnly = false,
  type = 'text',
  autoComplete,
  inputMode,
  trailing,
}: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      className={confirmed ? `${styles.field} ${styles.confirmed}` : styles.field}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={problem !== null}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      autoComplete={autoComplete}
      inputMode={inputMode}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </Label>
      <div className={styles.inputRow}>
        <Input className={styles.input} />
        {trailing}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{problem ? fieldProblemText(t, problem) : null}</FieldError>
    </TextField>
  );
}
