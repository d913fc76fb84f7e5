import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchBoxWidgetProps, WidgetHandle } from '@escapade/shared-contracts/widgets';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './not-found.module.css';

type SearchBoxVariant = NonNullable<SearchBoxWidgetProps['variant']>;

/** Phones get the compact summary (it opens the fields in a full-screen dialog); wider screens the whole box. */
const PHONE_SCREEN = '(max-width: 599px)';

function variantFor(phoneScreen: MediaQueryList | null): SearchBoxVariant {
  return phoneScreen?.matches ? 'compact' : 'jumbotron';
}

/**
 * mfe-search's SearchBox, lent by the shell, under a heading. The server draws only the slot, at the
 * widget's height, so nothing below moves when the browser mounts it.
 */
export function NotFoundSearchBox() {
  const { t } = useTranslation();
  const { mountWidget, reportError } = useRemoteProps();
  const headingId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  // The shell may hand over new functions on any update: the widget is still mounted only once.
  const mountSearchBox = useEffectEvent((element: HTMLElement, variant: SearchBoxVariant) =>
    mountWidget(element, 'mfe-search/SearchBox', { flow: 'booking', variant }),
  );
  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-content/not-found-search-box'));

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    const phoneScreen = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_SCREEN) : null;
    let shownVariant = variantFor(phoneScreen);
    let widget: WidgetHandle<'mfe-search/SearchBox'> | null = null;
    let slotGone = false;

    // A phone turned sideways past the breakpoint gets the other layout, keeping what was typed.
    const followScreen = () => {
      const wanted = variantFor(phoneScreen);
      if (widget === null || wanted === shownVariant) return;
      shownVariant = wanted;
      widget.update({ variant: wanted }).catch((error: unknown) => reportFailure(error));
    };

    mountSearchBox(slot, shownVariant).then(
      (mounted) => {
        if (slotGone) {
          void mounted.unmount();
          return;
        }
        widget = mounted;
        followScreen();
      },
      (error: unknown) => reportFailure(error),
    );
    phoneScreen?.addEventListener('change', followScreen);

    return () => {
      slotGone = true;
      phoneScreen?.removeEventListener('change', followScreen);
      void widget?.unmount();
      widget = null;
    };
  }, []);

  return (
    <section className={styles.searchSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('notFound.searchTitle')}
      </h2>
      <div ref={slotRef} className={styles.searchSlot} role="group" aria-labelledby={headingId} />
    </section>
  );
}
