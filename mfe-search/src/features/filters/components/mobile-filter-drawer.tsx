import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useRemoteProps } from '../../../context/remote-props';
import { activityFlowCriteria, useFacets, withEmptyActivitiesLeftOut } from '../state/use-facets';
import { useFilterActions } from '../state/use-filter-actions';
import { facetsParams } from '../utils/facets-query';
import { FilterCountsContext } from './filter-checkbox';
import { ActivitiesPanel, DistancePanel, FacilitiesPanel, MoreFiltersPanel, PricePanel } from './filter-panels';
import styles from './mobile-filter-drawer.module.css';

/** Counts follow the draft while the visitor edits; a short pause first, so a slider drag asks once. */
const DRAFT_FACETS_DELAY_MS = 300;

/**
 * The full-screen filter modal of phones and tablets: every filter
 * at once; "See results" writes them to the URL, "Reset all filters" removes them from it, closing
 * otherwise goes back to the filters of the URL.
 */
export function MobileFilterDrawer({
  position,
  activityFlow = false,
}: {
  position: { lat: number; lng: number } | null;
  /** The activity list: filtered by activity and price only, counted for activities. */
  activityFlow?: boolean;
}) {
  const { t } = useTranslation('results');
  const { locale } = useRemoteProps();
  const actions = useFilterActions();
  const { draft, setDraft, drawerOpen, distanceDefaults } = actions;
  const criteria = useMemo(
    () => (activityFlow ? activityFlowCriteria(actions.criteria) : actions.criteria),
    [activityFlow, actions.criteria],
  );
  const query = useMemo(
    () => (drawerOpen ? facetsParams(criteria, draft, { locale, position }) : null),
    [drawerOpen, criteria, draft, locale, position],
  );
  const counted = useFacets(query, 0, DRAFT_FACETS_DELAY_MS).facets;
  // The tap that opens the modal paints it at once, with its title and buttons; its many filters
  // are drawn just after, in a render the browser can interrupt, so the tap never waits for them.
  const drawsFilters = useDeferredValue(drawerOpen, false);
  const facets = activityFlow ? withEmptyActivitiesLeftOut(counted, draft.activities) : counted;
  const panelProps = { draft, onChange: setDraft, facets };

  const content = (
    <ModalOverlay
      className={styles.overlay}
      isOpen={drawerOpen}
      isDismissable
      onOpenChange={(open) => (open ? undefined : actions.closeDrawer())}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {t('filters.drawerTitle')}
            </Heading>
            <Button className={styles.close} onPress={actions.closeDrawer} aria-label={t('filters.close')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
          </header>
          <div className={styles.body} aria-busy={!drawsFilters}>
            {drawsFilters ? (
              <>
                <section className={styles.section} aria-labelledby="mobile-filters-activities">
                  <h3 id="mobile-filters-activities" className={styles.sectionTitle}>
                    {t('filters.activities')}
                  </h3>
                  <ActivitiesPanel {...panelProps} inDropdown />
                </section>
                <section className={styles.section} aria-labelledby="mobile-filters-price">
                  <h3 id="mobile-filters-price" className={styles.sectionTitle}>
                    {t('filters.price')}
                  </h3>
                  <PricePanel {...panelProps} flow={criteria.flow} />
                </section>
                {position && !activityFlow ? (
                  <section className={styles.section} aria-labelledby="mobile-filters-distance">
                    <h3 id="mobile-filters-distance" className={styles.sectionTitle}>
                      {t('filters.distance')}
                    </h3>
                    <DistancePanel {...panelProps} defaults={distanceDefaults} />
                  </section>
                ) : null}
                {activityFlow ? null : (
                  <>
                    <section className={styles.section} aria-labelledby="mobile-filters-facilities">
                      <h3 id="mobile-filters-facilities" className={styles.sectionTitle}>
                        {t('filters.facilities')}
                      </h3>
                      <FacilitiesPanel {...panelProps} inDropdown />
                    </section>
                    <section className={styles.section} aria-labelledby="mobile-filters-more">
                      <h3 id="mobile-filters-more" className={styles.sectionTitle}>
                        {t('filters.more')}
                      </h3>
                      <MoreFiltersPanel {...panelProps} />
                    </section>
                  </>
                )}
              </>
            ) : null}
          </div>
          <footer className={styles.footer}>
            <Button className={styles.reset} onPress={actions.resetDrawer}>
              {t('filters.resetAll')}
            </Button>
            <Button className={styles.confirm} onPress={actions.confirmDrawer}>
              {t('filters.seeResults')}
            </Button>
          </footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
  // The activity list's filters count activities, not hotels.
  return <FilterCountsContext value={activityFlow ? 'activities' : 'hotels'}>{content}</FilterCountsContext>;
}
