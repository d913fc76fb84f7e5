import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { messengerLink } from '../utils/messenger';
import { CHAT_HOURS, SUPPORT_HOURS } from '../utils/opening-hours';
import { OpeningHours } from './opening-hours';
import styles from './contact.module.css';

/**
 * How to reach customer care: a written message (the form behind `messageAction`) answered in
 * opening hours, and the chat on the sites that have one.
 */
export function ContactChannels({ messageAction }: { messageAction: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const chat = messengerLink(locale);
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('contact.channels.title')}
      </h2>
      <div className={styles.channels}>
        <div className={styles.channel}>
          <h3 className={styles.channelTitle}>{t('contact.channels.message.title')}</h3>
          <p>{t('contact.channels.message.text')}</p>
          <OpeningHours slots={SUPPORT_HOURS} label={t('contact.channels.message.hours')} />
          {messageAction}
        </div>
        {chat ? (
          <div className={styles.channel}>
            <h3 className={styles.channelTitle}>{t('contact.channels.chat.title')}</h3>
            <p>{t('contact.channels.chat.text')}</p>
            <OpeningHours slots={CHAT_HOURS} label={t('contact.channels.chat.hours')} />
            <Button className={styles.channelButton} onPress={() => window.open(chat, '_blank', 'noopener,noreferrer')}>
              {t('contact.channels.chat.open')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
