import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { postSignUp, type SignUpBody } from '../api/post-sign-up';
import { useAccountPageMeta } from '../state/use-account-page-meta';
import { focusField, useFieldChecks } from '../state/use-field-checks';
import { readApiFailure } from '../../../utils/api-failure';
import {
  emailProblem,
  nameProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../utils/field-rules';
import { loadPage } from '../utils/load-page';
import { addressAfterSignIn, originOf, originQuery } from '../utils/sign-in-return';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import styles from './account-forms.module.css';

/** The api's codes for a password too easy to guess, and the text telling the customer why. */
const PASSWORD_REFUSALS = {
  PASSWORD_TOO_COMMON: 'passwordTooCommon',
  PASSWORD_IS_EMAIL: 'passwordIsEmail',
  PASSWORD_REPEATED: 'passwordRepeated',
} as const;
type PasswordRefusal = (typeof PASSWORD_REFUSALS)[keyof typeof PASSWORD_REFUSALS];

function passwordRefusal(code: string | null): PasswordRefusal | null {
  return code !== null && Object.hasOwn(PASSWORD_REFUSALS, code)
    ? PASSWORD_REFUSALS[code as keyof typeof PASSWORD_REFUSALS]
    : null;
}

type SignUpRefusal = 'emailTaken' | 'invalid' | 'unavailable' | PasswordRefusal;

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Sign-up: names, email and a password; the new customer is signed in and goes back where they came from. */
export function SignUpForm() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const api = useApiClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [refusal, setRefusal] = useState<SignUpRefusal | null>(null);
  const checks = useFieldChecks(
    {
      firstName: nameProblem(values.firstName),
      lastName: nameProblem(values.lastName),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
    },
    FIELDS,
  );
  const origin = originOf(props.route);
  useAccountPageMeta(t('account.signUp.title'));

  const signUp = useMutation({
    mutationFn: (body: SignUpBody) => postSignUp(api, body),
    onSuccess: () => loadPage(addressAfterSignIn(props)),
    onError: async (error) => {
      const failure = await readApiFailure(error);
      const weakPassword = passwordRefusal(failure.code);
      if (failure.status === 409) setRefusal('emailTaken');
      else if (weakPassword) {
        // The customer types another password: the reason stays shown until the next try.
        setRefusal(weakPassword);
        focusField(form.current, 'password');
      } else if (failure.status === 400) setRefusal('invalid');
      else {
        props.reportError(error, 'mfe-checkout-entry');
        setRefusal('unavailable');
      }
    },
  });
  const busy = signUp.isPending || signUp.isSuccess;

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    onBlur: () => checks.touch(name),
    problem: checks.problemOf(name),
    confirmed: checks.isConfirmed(name, values[name]),
    isRequired: true,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = checks.submit();
    if (invalid[0]) {
      focusField(form.current, invalid[0]);
      return;
    }
    setRefusal(null);
    signUp.mutate({
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      locale: props.locale,
    });
  }

  return (
    <AuthCard
      title={t('account.signUp.title')}
      intro={t('account.signUp.intro')}
      footer={
        <>
          {t('account.signUp.hasAccount')}{' '}
          <a className={styles.inlineLink} {...shopLinkProps(props, { kind: 'signIn', query: originQuery(origin) })}>
            {t('account.signUp.signIn')}
          </a>
        </>
      }
    >
      <Form ref={form} className={styles.form} onSubmit={submit} validationBehavior="aria">
        <p className={styles.requiredHint}>{t('account.fields.requiredHint')}</p>
        <div className={styles.pair}>
          <FormField {...field('firstName')} autoComplete="given-name" label={t('account.fields.firstName')} />
          <FormField {...field('lastName')} autoComplete="family-name" label={t('account.fields.lastName')} />
        </div>
        <FormField
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('account.fields.email')}
        />
        <PasswordField
          {...field('password')}
          autoComplete="new-password"
          label={t('account.fields.password')}
          description={t('account.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        />
        <div className={styles.formMessage} role="alert">
          {refusal === 'emailTaken' ? (
            <>
              {t('account.signUp.emailTaken')}{' '}
              <a
                className={styles.inlineLink}
                {...shopLinkProps(props, { kind: 'signIn', query: originQuery(origin) })}
              >
                {t('account.signUp.emailTakenSignIn')}
              </a>
            </>
          ) : refusal ? (
            t(`account.signUp.${refusal}`)
          ) : null}
        </div>
        <Button className={styles.submit} type="submit" isPending={busy}>
          {busy ? t('account.signUp.submitting') : t('account.signUp.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
