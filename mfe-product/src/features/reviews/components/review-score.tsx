import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './reviews.module.css';

/** A mark out of 10 in a badge, read out as "8.4 out of 10". */
export function ReviewScore({ score, size }: { score: number; size: 's' | 'l' }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const value = new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 1 }).format(score);
  return (
    <span className={`${styles.score} ${size === 'l' ? styles.scoreLarge : ''}`}>
      <span aria-hidden="true">{value}</span>
      <span className={styles.visuallyHidden}>{t('reviews.scoreOutOfTen', { score: value })}</span>
    </span>
  );
}
