import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { BoxCard as BoxCardData } from '../api/search-boxes';
import { boxCardTarget } from '../utils/box-card-target';
import { boxFormatOf } from '../utils/box-listing';
import { BoxPrice } from './box-price';
import styles from './boxes.module.css';

/** The card's picture frame, a size the api renders (16:9). */
const CARD_IMAGE = { width: 640, height: 360 } as const;

/**
 * One box: picture, format, title, what it offers and its price. The title is the link; the whole
 * card answers the pointer through it.
 */
export function BoxCard({ box, eager = false }: { box: BoxCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const link = shopLinkProps(props, boxCardTarget(box, props.flags.boxes));
  return (
    <article className={styles.card}>
      <img
        className={styles.cardImage}
        src={apiImageUrl(props.apiBase, box.imageUrl, CARD_IMAGE)}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <p className={styles.format}>{t(`boxes.card.format.${boxFormatOf(box)}`)}</p>
        <h3 className={styles.cardTitle}>
          <a className={styles.cardLink} {...link}>
            {box.title}
          </a>
        </h3>
        <p className={styles.cardStay}>
          {t('boxes.card.stay', {
            nights: t('boxes.card.nights', { count: box.nights }),
            people: t('boxes.card.people', { count: box.people }),
          })}
        </p>
        {box.description ? <p className={styles.cardDescription}>{box.description}</p> : null}
        <BoxPrice sellPrice={box.price.sellPrice} referencePrice={box.price.referencePrice} />
      </div>
    </article>
  );
}
