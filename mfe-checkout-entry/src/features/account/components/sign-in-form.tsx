import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { postSignIn, type SignInBody } from '../api/post-sign-in';
import { focusField, useFieldChecks } from '../state/use-field-checks';
import { useAccountPageMeta } from '../state/use-account-page-meta';
import { readApiFailure } from '../../../utils/api-failure';
import { lockoutMinutes } from '../utils/sign-in-failure';
import { emailProblem, mandatoryProblem } from '../utils/field-rules';
import { loadPage } from '../utils/load-page';
import { addressAfterSignIn, originOf, originQuery } from '../utils/sign-in-return';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import styles from './account-forms.module.css';

type SignInRefusal = { kind: 'invalidCredentials' | 'unavailable' } | { kind: 'tooManyAttempts'; minutes: number };

const FIELDS = ['email', 'password'] as const;

/** Sign-in: email and password; once signed in, back to the page the customer came from. */
export function SignInForm() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const api = useApiClient();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);
  const checks = useFieldChecks({ email: emailProblem(email), password: mandatoryProblem(password) }, FIELDS);
  const origin = originOf(props.route);
  useAccountPageMeta(t('account.signIn.title'));

  const signIn = useMutation({
    mutationFn: (body: SignInBody) => postSignIn(api, body),
    // A new page, so the frame's header reads the account cookies the api just set.
    onSuccess: () => loadPage(addressAfterSignIn(props)),
    onError: async (error) => {
      const failure = await readApiFailure(error);
      if (failure.status === 401) setRefusal({ kind: 'invalidCredentials' });
      else if (failure.status === 429) setRefusal({ kind: 'tooManyAttempts', minutes: lockoutMinutes(failure) });
      else {
        props.reportError(error, 'mfe-checkout-entry');
        setRefusal({ kind: 'unavailable' });
      }
    },
  });
  const busy = signIn.isPending || signIn.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = checks.submit();
    if (invalid[0]) {
      focusField(form.current, invalid[0]);
      return;
    }
    setRefusal(null);
    signIn.mutate({ email: email.trim(), password });
  }

  const refusalText =
    refusal === null
      ? ''
      : refusal.kind === 'tooManyAttempts'
        ? t('account.signIn.tooManyAttempts', { count: refusal.minutes })
        : t(`account.signIn.${refusal.kind}`);

  return (
    <AuthCard
      title={t('account.signIn.title')}
      intro={t('account.signIn.intro')}
      footer={
        <>
          {t('account.signIn.noAccount')}{' '}
          <a className={styles.inlineLink} {...shopLinkProps(props, { kind: 'signUp', query: originQuery(origin) })}>
            {t('account.signIn.signUp')}
          </a>
        </>
      }
    >
      <Form ref={form} className={styles.form} onSubmit={submit} validationBehavior="aria">
        <FormField
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          label={t('account.fields.email')}
          value={email}
          onChange={setEmail}
          onBlur={() => checks.touch('email')}
          problem={checks.problemOf('email')}
          isRequired
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          label={t('account.fields.password')}
          value={password}
          onChange={setPassword}
          onBlur={() => checks.touch('password')}
          problem={checks.problemOf('password')}
          isRequired
        />
        {/* Always in the page, so its words are announced when they appear. */}
        <p className={styles.formMessage} role="alert">
          {refusalText}
        </p>
        <Button className={styles.submit} type="submit" isPending={busy}>
          {busy ? t('account.signIn.submitting') : t('account.signIn.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
