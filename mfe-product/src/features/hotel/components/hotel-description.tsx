import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { hotelDescriptionExcerpt } from '../../../utils/truncate';
import styles from './hotel-sections.module.css';

/**
 * The hotel's description, first cut to 86 characters on a phone and 250 on larger screens, with
 * "See more" / "See less". Both excerpts are in the markup and the stylesheet shows the one for the
 * screen, so the server's page fits every width and nothing is read from the window.
 */
export function HotelDescription({ description }: { description: string }) {
  const { t } = useTranslation('hotel');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (!description.trim()) return null;
  const phone = hotelDescriptionExcerpt(description, true);
  const wide = hotelDescriptionExcerpt(description, false);
  return (
    <>
      <p id={textId} className={styles.text}>
        {expanded ? (
          description
        ) : (
          <>
            <span className={styles.phoneExcerpt}>{phone.text}</span>
            <span className={styles.wideExcerpt}>{wide.text}</span>
          </>
        )}
      </p>
      {/* The wide excerpt is never shorter than the phone's: a text whole on a phone is whole everywhere. */}
      {phone.truncated ? (
        <Button
          className={`${styles.linkButton} ${wide.truncated ? '' : styles.phoneOnly}`}
          aria-expanded={expanded}
          aria-controls={textId}
          onPress={() => setExpanded((shown) => !shown)}
        >
          {expanded ? t('about.seeLess') : t('about.seeMore')}
        </Button>
      ) : null}
    </>
  );
}
