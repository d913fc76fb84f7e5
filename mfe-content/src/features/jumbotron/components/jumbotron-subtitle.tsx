import { useMediaQuery, PHONE_MEDIA_QUERY } from '../utils/use-media-query';
import { truncateText } from '../utils/truncate-text';
import styles from './jumbotron.module.css';

/** Spec: the jumbotron subtitle is truncated at 86 characters on mobile and 250 on desktop. */
export const SUBTITLE_MAX_LENGTH_PHONE = 86;
export const SUBTITLE_MAX_LENGTH_DESKTOP = 250;

/** The subtitle cut to the screen's length; screen readers get the whole text. */
export function JumbotronSubtitle({ text }: { text: string }) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const shown = truncateText(text, isPhone ? SUBTITLE_MAX_LENGTH_PHONE : SUBTITLE_MAX_LENGTH_DESKTOP);
  if (shown === text.trim()) return <p className={styles.subtitle}>{shown}</p>;
  return (
    <p className={styles.subtitle}>
      <span aria-hidden="true">{shown}</span>
      <span className={styles.visuallyHidden}>{text}</span>
    </p>
  );
}
