import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { boxPromoPercent, formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { BlockBox } from '../api/get-content-boxes-block';
import { boxCardLink } from '../utils/box-card-link';
import { useContentBoxesBlock } from '../state/use-content-boxes-block';
import { BlockHeading } from './block-heading';
import type { BoxesBlock } from './cms-block';
import styles from './gift-box-block.module.css';
import common from './cms-blocks.module.css';

/** Size asked of the image generator for a box picture: its 250 px high frame at twice a phone card's width. */
const BOX_IMAGE_SIZE = { width: 640, height: 360 };

/** Cards the block reserves room for while its content loads: one desktop row. */
const BOX_PLACEHOLDER_CARDS = 4;

function BoxCard({ box }: { box: BlockBox }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { apiBase, locale, flags } = remoteProps;
  const promo = boxPromoPercent(box.price, box.referencePrice);
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <img
          className={styles.image}
          src={apiImageUrl(apiBase, box.imageUrl, BOX_IMAGE_SIZE)}
          alt=""
          width={BOX_IMAGE_SIZE.width}
          height={BOX_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
        />
        {promo > 0 ? <span className={styles.badge}>{t('cmsBlocks.discount', { percent: promo })}</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a className={styles.link} {...shopLinkProps(remoteProps, boxCardLink(box.code, box.slug, flags.boxes))}>
            {box.title}
          </a>
        </h3>
        <p className={styles.stay}>
          {t('cmsBlocks.boxNights', { count: box.nights })} · {t('cmsBlocks.boxPeople', { count: box.people })}
        </p>
        <p className={styles.price}>
          <strong>{formatEuros(box.price, locale)}</strong>
          {promo > 0 ? (
            <del className={styles.reference}>
              <VisuallyHidden elementType="span">{t('cmsBlocks.insteadOf')} </VisuallyHidden>
              {formatEuros(box.referencePrice, locale)}
            </del>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/**
 * The gift-box block: the boxes of the moment with their price and stay, and a button to all of
 * them. Its content is a call of its own; when that call fails, the block disappears, unless its
 * CMS entry asks to show errors: then its title and the failure's message.
 */
export function GiftBoxBlock({ block }: { block: BoxesBlock }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const query = useContentBoxesBlock();
  const titleId = useId();

  if (query.isPending) {
    return (
      <div className={`${common.block} ${styles.placeholder}`} aria-hidden="true">
        <span className={`${common.skeleton} ${common.skeletonTitle}`} />
        <ul className={styles.cards}>
          {Array.from({ length: BOX_PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} className={`${common.skeleton} ${styles.cardPlaceholder}`} />
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError) {
    if (!block.showErrors) return null;
    return (
      <section className={common.block} aria-labelledby={titleId}>
        <BlockHeading id={titleId} title={t('cmsBlocks.boxesTitle')} />
        <p className={styles.error}>{t('cmsBlocks.boxesError', { message: query.error.message })}</p>
      </section>
    );
  }

  const content = query.data;
  if (content.results.length === 0) return null;
  return (
    <section className={common.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={content.title} subtitle={content.subtitle} />
      <ul className={styles.cards}>
        {content.results.map((box) => (
          <li key={box.code} className={styles.item}>
            <BoxCard box={box} />
          </li>
        ))}
      </ul>
      <a className={common.button} {...shopLinkProps(remoteProps, content.buttonURL)}>
        {content.buttonLabel}
      </a>
    </section>
  );
}
