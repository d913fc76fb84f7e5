import { ImageGallery } from './image-gallery';
import {
  CardLocation,
  CardPrice,
  CardReview,
  CardTitle,
  CardWishlist,
  PromoBadge,
  useOfferCard,
  type OfferCardProps,
} from './offer-card-parts';
import styles from './offer-card.module.css';

/**
 * The compact variation of the `productCardVariation` experiment: the essentials only (one
 * picture, place, title, rating and price). Phones lay it out picture left, text right; wider
 * screens as a shorter card.
 */
export function CompactOfferCard(props: OfferCardProps) {
  const { offer, eagerImage = false } = props;
  const card = useOfferCard(props);
  return (
    <article className={`${styles.card} ${styles.compact}`}>
      <div className={styles.media}>
        <ImageGallery images={card.images.slice(0, 1)} label={offer.label} to={card.stay} eager={eagerImage} />
        <PromoBadge badge={card.badge} />
        <CardWishlist offer={offer} card={card} />
      </div>
      <div className={styles.body}>
        <CardLocation offer={offer} />
        <CardTitle offer={offer} card={card} />
        <CardReview offer={offer} />
        <CardPrice offer={offer} card={card} />
      </div>
    </article>
  );
}
