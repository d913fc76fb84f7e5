import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import { giftBlockQuery, type GiftBlockEntry } from '../api/get-gift-block';
import { useBlockContent } from '../state/use-block-content';
import styles from './inline-blocks.module.css';

type GiftCard = 'stays' | 'box' | 'giftCard' | 'activity';

/** The block's 4 cards and the link each takes; a card without a link is not shown. */
export function giftBlockCards(entry: GiftBlockEntry): { card: GiftCard; link: RouteTarget }[] {
  const cards: [GiftCard, RouteTarget | null][] = [
    ['stays', entry.singleVoucherURL],
    ['box', entry.boxURL],
    ['giftCard', entry.giftcardURL],
    ['activity', entry.activityOnlyURL],
  ];
  return cards
    .filter((pair): pair is [GiftCard, RouteTarget] => pair[1] !== null)
    .map(([card, link]) => ({ card, link }));
}

/** Gift block: stays, boxes, gift card and activities to offer, from the locale's content entry. */
export function GiftBlock() {
  const { t } = useTranslation('results');
  const api = useApiClient();
  const { apiBase, locale } = useRemoteProps();
  const content = useBlockContent(useQuery(giftBlockQuery(api)), 'gift-block');
  if (content.status === 'loading') return <div className={styles.placeholder} aria-hidden="true" />;
  if (content.status === 'failed') return null;
  const entry = content.content.items.find((item) => item.locale === locale);
  const cards = entry ? giftBlockCards(entry) : [];
  if (!entry || cards.length === 0) return null;
  return (
    <aside className={styles.giftBlock} aria-labelledby="inline-gift-block-title">
      <picture className={styles.giftBlockPicture}>
        <source media="(min-width: 600px)" srcSet={`${apiBase}${entry.imageL}`} />
        <img
          className={styles.giftBlockImage}
          src={`${apiBase}${entry.imageS}`}
          alt=""
          loading="lazy"
          width={640}
          height={360}
        />
      </picture>
      <div className={styles.giftBlockBody}>
        <h2 id="inline-gift-block-title" className={styles.bannerTitle}>
          {entry.title}
        </h2>
        <p className={styles.bannerSubtitle}>{entry.subtitle}</p>
        <ul className={styles.giftCards}>
          {cards.map(({ card, link }) => (
            <li key={card}>
              <RouteLink className={styles.giftCardLink} to={link}>
                <span className={styles.giftCardTitle}>{t(`blocks.giftBlock.${card}`)}</span>
                <span className={styles.giftCardText}>{t(`blocks.giftBlock.${card}Text`)}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
