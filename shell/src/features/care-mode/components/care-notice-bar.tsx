import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input, Label, TextField } from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import type { CareSession } from '../../../context/care-session';
import { useCareSession } from '../state/care-session-context';
import { customerLink, newCallbackId } from '../utils/customer-link';
import styles from './care-notice.module.css';

/** How long "Link copied" stays before the bar is quiet again (a value of the shop's choosing). */
export const COPY_CONFIRMATION_MS = 4_000;

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; link: string };

/**
 * The customer-care notice: who is signed in, a link to the current page for the
 * customer (public host, callback id), and sign out. Shown above the header in care mode only.
 */
export function CareNoticeBar({ session }: { session: CareSession }) {
  const { t } = useTranslation('platform');
  const { locale } = useShellEnvironment();
  const { signOut } = useCareSession();
  const location = useLocation();
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copyLink() {
    const link = customerLink(locale, location, window.location, newCallbackId());
    clearTimeout(resetTimer.current);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      setCopy({ kind: 'copied' });
      resetTimer.current = setTimeout(() => setCopy({ kind: 'idle' }), COPY_CONFIRMATION_MS);
    } catch {
      // No clipboard (or permission refused): show the link so the operator can copy it by hand.
      setCopy({ kind: 'failed', link });
    }
  }

  return (
    <section className={styles.notice} aria-label={t('care.notice.label')}>
      <div className={styles.inner}>
        <p className={styles.text}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 14v-2a8 8 0 0 1 16 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
            <rect x="3" y="13" width="5" height="7" rx="2" fill="currentColor" />
            <rect x="16" y="13" width="5" height="7" rx="2" fill="currentColor" />
          </svg>
          {t('care.notice.signedInAs', { email: session.email })}
        </p>
        <div className={styles.actions}>
          <Button className={`${styles.button} ${styles.primary}`} onPress={() => void copyLink()}>
            {t('care.notice.copyLink')}
          </Button>
          <Button className={styles.button} onPress={signOut}>
            {t('care.notice.signOut')}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {copy.kind === 'copied' ? t('care.notice.copied') : copy.kind === 'failed' ? t('care.notice.copyFailed') : ''}
        </p>
        {copy.kind === 'failed' ? (
          <TextField className={styles.linkField} value={copy.link} isReadOnly>
            <Label>{t('care.notice.linkLabel')}</Label>
            <Input className={styles.linkInput} onFocus={(event) => event.currentTarget.select()} />
          </TextField>
        ) : null}
      </div>
    </section>
  );
}
