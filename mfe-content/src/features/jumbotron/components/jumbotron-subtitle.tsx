import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { truncateText } from '../utils/truncate-text';
import styles from './jumbotron.module.css';

/** The jumbotron subtitle is cut at 86 characters on phones and 250 on desktops. */
export const SUBTITLE_MAX_LENGTH_PHONE = 86;
export const SUBTITLE_MAX_LENGTH_DESKTOP = 250;

/**
 * The subtitle cut to the screen's length; screen readers get the whole text. Both cuts are in the
 * markup and the stylesheet shows the one for the screen: the server does not know the screen, and
 * a cut chosen in the browser after the first paint would move the hero.
 */
export function JumbotronSubtitle({ text }: { text: string }) {
  const whole = text.trim();
  const phone = truncateText(whole, SUBTITLE_MAX_LENGTH_PHONE);
  const desktop = truncateText(whole, SUBTITLE_MAX_LENGTH_DESKTOP);
  if (phone === whole) return <p className={styles.subtitle}>{whole}</p>;
  return (
    <p className={styles.subtitle}>
      <span className={styles.phoneCut} aria-hidden="true">
        {phone}
      </span>
      <span className={styles.desktopCut} aria-hidden="true">
        {desktop}
      </span>
      <VisuallyHidden elementType="span">{whole}</VisuallyHidden>
    </p>
  );
}
