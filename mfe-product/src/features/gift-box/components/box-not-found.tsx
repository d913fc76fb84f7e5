import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './box-notices.module.css';

/** An unknown box code (the box left the catalogue, or a mistyped address): the way to the others. */
export function BoxNotFound() {
  const { t } = useTranslation('box');
  const props = useRemoteProps();
  return (
    <section className={styles.notice} aria-labelledby="box-not-found-title">
      <h1 id="box-not-found-title" className={styles.noticeTitle}>
        {t('notFound.title')}
      </h1>
      <p className={styles.noticeText}>{t('notFound.message')}</p>
      <a className={styles.noticeLink} {...shopLinkProps(props, { kind: 'giftBoxes' })}>
        {t('notFound.link')}
      </a>
    </section>
  );
}
