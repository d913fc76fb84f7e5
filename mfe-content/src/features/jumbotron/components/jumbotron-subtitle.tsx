import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useMediaQuery, PHONE_MEDIA_QUERY } from '../utils/use-media-query';
import { truncateText } from '../utils/truncate-text';
import styles from './jumbotron.module.css';

/** The jumbotron subtitle is cut at 86 characters on phones and 250 on desktops. */
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
      <VisuallyHidden elementType="span">{text}</VisuallyHidden>
    </p>
  );
}
