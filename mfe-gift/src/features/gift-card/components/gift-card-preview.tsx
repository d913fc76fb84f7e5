import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftFormat } from '../utils/gift-card-hash';
import styles from './gift-card.module.css';

interface GiftCardPreviewProps {
  /** Cents; undefined while another amount is being typed. */
  amount: number | undefined;
  format: GiftFormat;
  fromName: string;
  message: string;
  validityMonths: number;
}

/** The card as the beneficiary will get it, redrawn as the visitor chooses and types. */
export function GiftCardPreview({ amount, format, fromName, message, validityMonths }: GiftCardPreviewProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const name = fromName.trim();
  const text = message.trim();
  const captionId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <div className={styles.card} data-format={format}>
        <div className={styles.cardTop}>
          <span className={styles.cardBrand}>{t('giftCard.preview.brand')}</span>
          <span className={styles.cardKind}>{t(`giftCard.preview.kind.${format}`)}</span>
        </div>
        <p className={styles.cardAmount}>
          {amount === undefined ? t('giftCard.preview.noAmount') : formatEuros(amount, locale)}
        </p>
        <p className={styles.cardMessage} data-empty={text === '' || undefined}>
          {text || t('giftCard.preview.messagePlaceholder')}
        </p>
        <div className={styles.cardBottom}>
          <span className={styles.cardFrom} data-empty={name === '' || undefined}>
            {name ? t('giftCard.preview.from', { name }) : t('giftCard.preview.fromPlaceholder')}
          </span>
          <span className={styles.cardValidity}>{t('giftCard.validity', { count: validityMonths })}</span>
        </div>
      </div>
      <figcaption id={captionId} className={styles.previewCaption}>
        {t('giftCard.preview.caption')}
      </figcaption>
    </figure>
  );
}
