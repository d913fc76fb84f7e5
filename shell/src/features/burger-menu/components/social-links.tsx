import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './burger-menu-panel.module.css';

interface SocialNetwork {
  name: string;
  url: string;
  icon: ReactNode;
}

/** The shop's pages on social networks, with their brand glyphs drawn inline. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    name: 'Facebook',
    url: 'https://www.facebook.com/escapade.weekends',
    icon: (
      <path
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z"
        fill="currentColor"
      />
    ),
  },
  {
    name: 'Instagram',
    url: 'https://www.instagram.com/escapade.weekends',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="4" y="4" width="16" height="16" rx="4.5" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'Pinterest',
    url: 'https://www.pinterest.com/escapadeweekends',
    icon: (
      <path
        d="M12 3a9 9 0 0 0-3.3 17.4c-.1-.7-.1-1.8 0-2.6l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.7-3.9-4-3.9-2.8 0-4.4 2.1-4.4 4.2 0 .8.3 1.7.7 2.2l.1.3-.3 1.1c0 .2-.2.2-.4.1-1.2-.6-2-2.3-2-3.8 0-3.1 2.3-6 6.6-6 3.5 0 6.2 2.5 6.2 5.8 0 3.4-2.2 6.2-5.2 6.2-1 0-2-.5-2.3-1.2l-.6 2.4c-.2.9-.8 2-1.3 2.6A9 9 0 1 0 12 3Z"
        fill="currentColor"
      />
    ),
  },
  {
    name: 'YouTube',
    url: 'https://www.youtube.com/@escapadeweekends',
    icon: (
      <g>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
        <path d="m10 9 5 3-5 3Z" fill="#fff" />
      </g>
    ),
  },
];

/** Real external links, opened in a new tab without giving the new page access to this one. */
export function SocialLinks() {
  const { t } = useTranslation('header');
  return (
    <ul className={styles.social} aria-label={t('burger.followUs')}>
      {SOCIAL_NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            className={styles.socialLink}
            href={network.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('burger.socialLink', { network: network.name })}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {network.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
