// The per-component entry: the shared 'react-aria-components' is the whole library (shared code is never tree-shaken).
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Flow } from '@escapade/shared-contracts/routes';
import { flowFromSearch } from '../../../utils/current-route';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { useShellNavigate } from '../../../hooks/use-shell-navigate';
import { flowShownOn, searchInFlow } from '../utils/search-in-flow';
import styles from './flow-toggle.module.css';

/**
 * Two buttons (Stays, Gifts) switching the shop between the booking and gifting flows: to the
 * flow's home, or, on a search page (stays results or activity list), to the same search in the
 * chosen flow's stays results (what the flow keeps of it: place, dates, travellers, a sort it
 * offers; from the activity flow only place and dates; the page and the filters start afresh).
 * On the activity list of the activity flow neither button is the current choice.
 */
export function FlowToggle() {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const location = useLocation();
  const routeKind = useCurrentRoute()?.kind;
  const searchPage = routeKind === 'search' || routeKind === 'activitySearch' ? routeKind : null;
  const queryFlow = flowFromSearch(location.search);
  const shown = searchPage ? flowShownOn(searchPage, queryFlow) : queryFlow;

  const switchTo = (flow: Flow) => {
    if (!searchPage) {
      navigate(flow === 'gifting' ? { kind: 'home', query: { flow } } : { kind: 'home' });
      return;
    }
    // The criteria rules come with their own small download: only a search page needs them.
    void searchInFlow(location, flow, shown).then((target) => navigate(target));
  };

  return (
    <div className={styles.toggle} role="group" aria-label={t('header.flowToggle')}>
      <ToggleButton
        className={styles.option}
        isSelected={shown !== 'gifting' && searchPage !== 'activitySearch'}
        onChange={() => switchTo('booking')}
      >
        {t('header.stays')}
      </ToggleButton>
      <ToggleButton className={styles.option} isSelected={shown === 'gifting'} onChange={() => switchTo('gifting')}>
        {t('header.gifts')}
      </ToggleButton>
    </div>
  );
}
