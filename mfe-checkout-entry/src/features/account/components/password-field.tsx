import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { FormField, type FormFieldProps } from './form-field';
import styles from './account-forms.module.css';

/** A password field whose letters the customer can show, to check what they typed. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <ToggleButton
          className={styles.showPassword}
          isSelected={visible}
          onChange={setVisible}
          aria-label={t('account.fields.showPassword')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
            />
            <circle
              cx="12"
              cy="12"
              r="3"
              fill={visible ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth={2}
            />
            {visible ? null : <path d="M4 20 20 4" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />}
          </svg>
        </ToggleButton>
      }
    />
  );
}
