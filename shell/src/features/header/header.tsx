import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellEnvironment } from '../../app/shell-environment';
import { EscapadeLogo } from '../../components/escapade-logo';
import { useIsRemoteEnabled } from '../composition/remote-availability';
import { hrefFor } from '../routing/route-table';
import { FlowToggle } from './flow-toggle';
import styles from './header.module.css';

/** The frame's top: logo home, the Stays/Gifts toggle, help. Menus and drawers come later. */
export function Header() {
  const { t } = useTranslation();
  const { locale } = useShellEnvironment();
  const isRemoteEnabled = useIsRemoteEnabled();
  // The gifting flow is made of mfe-gift's pages: without them a Gifts/Stays choice means nothing.
  const showFlowToggle = isRemoteEnabled('mfe-gift');

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.home} to={hrefFor(locale, { kind: 'home' })} aria-label={t('header.homeLink')}>
          <EscapadeLogo />
        </Link>
        {showFlowToggle ? (
          <div className={styles.flowSlot}>
            <FlowToggle />
          </div>
        ) : null}
        <nav className={styles.links} aria-label={t('header.help')}>
          {isRemoteEnabled('mfe-content') ? (
            <Link className={styles.link} to={hrefFor(locale, { kind: 'contact' })}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path
                  d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4v.6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
                <circle cx="12" cy="17" r="1.1" fill="currentColor" />
              </svg>
              <span className={styles.linkLabel}>{t('header.help')}</span>
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
