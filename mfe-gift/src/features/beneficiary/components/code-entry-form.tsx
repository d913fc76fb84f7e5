import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Form } from 'react-aria-components/Form';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { useBeneficiaryLogin } from '../state/use-beneficiary-login';
import { checkGiftCode, type GiftCodeProblem } from '../utils/gift-code';
import styles from './code-entry.module.css';

/** Room for a code typed with spaces around its hyphens; the check says what is wrong beyond. */
const CODE_MAX_LENGTH = 24;

/**
 * The gift code field and its button. The code is checked as it will be read (whatever the case,
 * spaces and hyphens) before it is sent; the api's refusal is said under the field.
 */
export function CodeEntryForm() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<GiftCodeProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const login = useBeneficiaryLogin();

  function change(value: string) {
    setTyped(value);
    // A refusal is about the code sent: a new code clears it.
    if (login.refusal) login.reset();
    // Once a check has failed, the message follows the typing until the code reads right.
    if (checked) {
      const check = checkGiftCode(value);
      setProblem(check.valid ? null : check.problem);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.busy) return;
    const check = checkGiftCode(typed);
    setChecked(true);
    if (!check.valid) {
      setProblem(check.problem);
      input.current?.focus();
      return;
    }
    setProblem(null);
    setTyped(check.code);
    login.submit(check.code);
  }

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        className={styles.field}
        name="giftCode"
        value={typed}
        onChange={change}
        onBlur={() => {
          if (typed.trim() === '') return;
          const check = checkGiftCode(typed);
          setChecked(true);
          setProblem(check.valid ? null : check.problem);
        }}
        isInvalid={problem !== null}
        isRequired
        maxLength={CODE_MAX_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        validationBehavior="aria"
      >
        <Label className={styles.label}>{t('beneficiary.login.codeLabel')}</Label>
        <Input ref={input} className={styles.input} placeholder="XXXX-XXXX-XXXX" autoCapitalize="characters" />
        <Text slot="description" className={styles.description}>
          {t('beneficiary.login.codeDescription')}
        </Text>
        <FieldError className={styles.fieldError}>
          {problem ? t(`beneficiary.login.problems.${problem}`) : null}
        </FieldError>
      </TextField>
      {/* Always in the page, so its words are announced when they appear. */}
      <p className={styles.refusal} role="alert">
        {login.refusal ? t(`beneficiary.login.refusals.${login.refusal}`) : ''}
      </p>
      <Button className={styles.submit} type="submit" isPending={login.busy}>
        {login.busy ? t('beneficiary.login.submitting') : t('beneficiary.login.submit')}
      </Button>
    </Form>
  );
}
