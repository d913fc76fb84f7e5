import { useEffect, useId, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { OverrideForm } from '../../overrides/components/override-form';
import { outletTimings, subscribeToOutletTimings, type OutletTiming } from '../../composition/state/outlet-timings';
import styles from './boundary-overlay.module.css';

/** The attribute the overlay puts on each outlet: its outline and its label (CSS draws both). */
const BOUNDARY_ATTRIBUTE = 'data-boundary';

let changes = 0;
function subscribe(listener: () => void): () => void {
  return subscribeToOutletTimings(() => {
    changes += 1;
    listener();
  });
}
const currentChange = () => changes;

function useOutletTimings() {
  // Re-read whenever an outlet records a step; the list itself is read during render.
  useSyncExternalStore(subscribe, currentChange, currentChange);
  return outletTimings();
}

function useDescribe() {
  const { t } = useTranslation('platform');
  return (timing: OutletTiming) =>
    [
      // A widget's name starts with its remote's ('mfe-search/SearchBox'); anything else says whose it is.
      timing.name.startsWith(timing.remote) ? timing.name : `${timing.name} (${timing.remote})`,
      timing.version ?? t('boundaries.unknownVersion'),
      t(`boundaries.rendering.${timing.rendering}`),
      timing.status === 'mounted'
        ? t('boundaries.timings', { load: Math.round(timing.loadMs ?? 0), mount: Math.round(timing.mountMs ?? 0) })
        : t(`boundaries.status.${timing.status}`),
    ].join(' · ');
}

/**
 * For the teams: outlines every remote's area on the page with its name, version, how it was
 * rendered and how long it took, and lists the same in a panel a keyboard and a screen reader
 * reach (the outlines themselves are drawn by CSS and say nothing to assistive technology).
 */
export function BoundaryOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('platform');
  const titleId = useId();
  const outlets = useOutletTimings();
  const describe = useDescribe();

  useEffect(() => {
    for (const { element, timing } of outlets) element.setAttribute(BOUNDARY_ATTRIBUTE, describe(timing));
  });
  useEffect(
    () => () => {
      for (const element of Array.from(document.querySelectorAll(`[${BOUNDARY_ATTRIBUTE}]`))) {
        element.removeAttribute(BOUNDARY_ATTRIBUTE);
      }
    },
    [],
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-boundary-panel="">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('boundaries.title')}
        </h2>
        <Button className={styles.button} onPress={onClose}>
          {t('boundaries.close')}
        </Button>
      </div>
      {outlets.length === 0 ? (
        <p className={styles.empty}>{t('boundaries.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {outlets.map(({ element, timing }, index) => (
            <li key={`${timing.name}#${index}`} className={styles.item}>
              <span>{describe(timing)}</span>
              <Button
                className={styles.button}
                aria-label={t('boundaries.showLabel', { name: timing.name })}
                onPress={() => element.scrollIntoView({ block: 'center' })}
              >
                {t('boundaries.show')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('boundaries.shortcut')}</p>
      <OverrideForm />
    </section>
  );
}
