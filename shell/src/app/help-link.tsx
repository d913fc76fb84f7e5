import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellEnvironment } from '../context/shell-environment';
import { hrefFor } from '../utils/route-table';
import { HelpIcon } from '../components/icons';
import styles from './header.module.css';

/** The header's help link leads to the contact route (/contact, /fr/contact, /nl/contact). */
export function HelpLink() {
  const { t } = useTranslation();
  const { locale } = useShellEnvironment();
  return (
    <Link className={`${styles.action} ${styles.help}`} to={hrefFor(locale, { kind: 'contact' })}>
      <HelpIcon />
      <span className={styles.actionLabel}>{t('header.help')}</span>
    </Link>
  );
}
