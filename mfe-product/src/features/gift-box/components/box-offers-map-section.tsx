import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { useScrolledIntoView } from '../state/use-scrolled-into-view';
import { PageSection } from '../../../components/page-section';
import styles from './box-offers-map.module.css';

// OpenLayers and the atlas are the page's heaviest code: downloaded only when the map is shown.
const offersMap = onDemandComponent(() =>
  import(/* webpackChunkName: "box-offers-map" */ './box-offers-map').then((module) => module.BoxOffersMap),
);

/** The map is made a little before its frame reaches the screen, so it is drawn when seen. */
const SHOW_AHEAD_MARGIN = '200px';

/**
 * The box's stays on a map, in a frame of fixed size (nothing moves when it comes). The map is
 * made when the frame scrolls into view, or at once from "See on the map", which then hands the
 * focus to the map.
 */
export function BoxOffersMapSection({ code }: { code: string }) {
  const { t } = useTranslation('box');
  const frameRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ byButton: boolean } | null>(null);
  useScrolledIntoView(frameRef, () => setShown({ byButton: false }), {
    enabled: shown === null,
    rootMargin: SHOW_AHEAD_MARGIN,
  });

  return (
    <PageSection id="box-map" title={t('map.title')}>
      <div ref={frameRef} className={styles.frame}>
        {shown ? (
          <OnDemand
            part="box-offers-map"
            fallback={
              <p className={styles.placeholder} role="status">
                {t('map.loading')}
              </p>
            }
          >
            <offersMap.Component code={code} focusOnShow={shown.byButton} />
          </OnDemand>
        ) : (
          <div className={styles.placeholder}>
            <Button
              className={styles.showButton}
              onHoverStart={offersMap.prefetch}
              onFocus={offersMap.prefetch}
              onPress={() => setShown({ byButton: true })}
            >
              {t('map.show')}
            </Button>
          </div>
        )}
      </div>
    </PageSection>
  );
}
