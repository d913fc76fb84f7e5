import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { FieldError, Input, Label, TextField } from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import { useShellEnvironment } from '../../../context/shell-environment';
import { EscapadeLogo } from '../../../components/escapade-logo';
import { applyPageMeta } from '../../../utils/apply-page-meta';
import { signInCareOperator } from '../api/sign-in-care-operator';
import { useCareSession } from '../state/care-session-context';
import styles from './care-sign-in-page.module.css';

/** A plausible address: something@something.tld (the api decides whether it is an operator). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type SignInError = { kind: 'wrongCredentials' | 'unavailable' } | { kind: 'tooManyAttempts'; minutes: number } | null;

/** Used when a lockout answer does not say how long it lasts: the api's lockout is 15 minutes. */
const DEFAULT_LOCKOUT_MINUTES = 15;

/** Whole minutes until the api takes sign-ins again, from its Retry-After (seconds). */
function lockoutMinutes(response: Response | undefined): number {
  const seconds = Number(response?.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : DEFAULT_LOCKOUT_MINUTES;
}

/**
 * Customer-care mode without an identity token: the operator signs in
 * before the shop is shown. Nothing of the shop is rendered until then.
 */
export function CareSignInPage() {
  const { t } = useTranslation('platform');
  const { api } = useShellEnvironment();
  const { signedIn } = useCareSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => applyPageMeta({ title: t('care.signIn.title'), robots: 'noindex, nofollow' }), [t]);

  const errorText =
    error === null
      ? ''
      : error.kind === 'tooManyAttempts'
        ? t('care.signIn.tooManyAttempts', { count: error.minutes })
        : t(`care.signIn.${error.kind}`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const answer = await signInCareOperator(api, { email: email.trim(), password });
      signedIn({ token: answer.token, email: answer.email, expiresAt: answer.expiresAt });
    } catch (failure) {
      const response = (failure as { response?: Response }).response;
      if (response?.status === 401) setError({ kind: 'wrongCredentials' });
      // Too many failed attempts: the account or this address is locked out for a while.
      else if (response?.status === 429) setError({ kind: 'tooManyAttempts', minutes: lockoutMinutes(response) });
      else setError({ kind: 'unavailable' });
      setPending(false);
    }
  }

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <EscapadeLogo />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="care-sign-in-title">
          <span className={styles.badge}>{t('care.notice.label')}</span>
          <h1 id="care-sign-in-title" className={styles.title}>
            {t('care.signIn.title')}
          </h1>
          <p className={styles.intro}>{t('care.signIn.intro')}</p>
          <Form className={styles.form} onSubmit={submit} aria-labelledby="care-sign-in-title">
            <TextField
              className={styles.field}
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="username"
              isRequired
              validate={(value) => {
                if (!value.trim()) return t('care.signIn.required');
                return EMAIL_PATTERN.test(value.trim()) ? null : t('care.signIn.invalidEmail');
              }}
            >
              <Label className={styles.label}>{t('care.signIn.email')}</Label>
              <Input className={styles.input} />
              {/* The line is kept while empty: a message that vanishes on blur must not move the button under the pointer. */}
              <div className={styles.fieldErrorLine}>
                <FieldError className={styles.fieldError} />
              </div>
            </TextField>
            <TextField
              className={styles.field}
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              isRequired
              validate={(value) => (value ? null : t('care.signIn.required'))}
            >
              <Label className={styles.label}>{t('care.signIn.password')}</Label>
              <Input className={styles.input} />
              <div className={styles.fieldErrorLine}>
                <FieldError className={styles.fieldError} />
              </div>
            </TextField>
            <p className={styles.formError} role="alert">
              {errorText}
            </p>
            <Button className={styles.submit} type="submit" isPending={pending}>
              {pending ? t('care.signIn.submitting') : t('care.signIn.submit')}
            </Button>
          </Form>
        </section>
      </main>
    </div>
  );
}
