import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import styles from './override-ribbon.module.css';

/**
 * Says, on every page, that this browser loads some remotes from other builds (a QA override), and
 * which: what it shows is not what shoppers see. Its reset is a plain form the edge answers (the
 * override lives in a cookie only the edge reads), so it works before the page's code too.
 */
export function OverrideRibbon() {
  const { t } = useTranslation('platform');
  const { registry } = useShellEnvironment();
  const { pathname, search } = useLocation();
  const overrides = Object.entries(registry.overrides ?? {}) as [RemoteName, string][];
  if (overrides.length === 0) return null;
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'override');
  return (
    <section className={styles.ribbon} aria-label={t('overrides.label')} data-override-ribbon="">
      <p className={styles.text}>
        <strong>{t('overrides.active', { count: overrides.length })}</strong>{' '}
        {overrides.map(([remote, manifestUrl]) => (
          <span key={remote} className={styles.item}>
            {t('overrides.item', { remote, url: manifestUrl })}
          </span>
        ))}
      </p>
      <form method="get" action={pathname} className={styles.reset}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="override" value="reset" />
        <button type="submit" className={styles.button}>
          {t('overrides.reset')}
        </button>
      </form>
    </section>
  );
}
