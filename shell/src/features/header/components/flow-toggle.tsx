// The per-component entry: the shared 'react-aria-components' is the whole library (shared code is never tree-shaken).
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Flow } from '@escapade/shared-contracts/routes';
import { flowFromSearch } from '../../../utils/current-route';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { useShellNavigate } from '../../../hooks/use-shell-navigate';
import { searchInFlow } from '../utils/search-in-flow';
import styles from './flow-toggle.module.css';

/**
 * Two buttons (Stays, Gifts) switching the shop between the booking and gifting flows: to the
 * flow's home, or, on a results page, to the same search in the other flow (what the flow keeps of
 * it: place, dates, travellers, a sort it offers; the page and the filters start afresh).
 */
export function FlowToggle() {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const location = useLocation();
  const onResultsPage = useCurrentRoute()?.kind === 'search';
  const giftingSelected = flowFromSearch(location.search) === 'gifting';

  const switchTo = (flow: Flow) => {
    if (!onResultsPage) {
      navigate(flow === 'gifting' ? { kind: 'home', query: { flow } } : { kind: 'home' });
      return;
    }
    // The criteria rules come with their own small download: only a results page needs them.
    void searchInFlow(location, flow).then((target) => navigate(target));
  };

  return (
    <div className={styles.toggle} role="group" aria-label={t('header.flowToggle')}>
      <ToggleButton className={styles.option} isSelected={!giftingSelected} onChange={() => switchTo('booking')}>
        {t('header.stays')}
      </ToggleButton>
      <ToggleButton className={styles.option} isSelected={giftingSelected} onChange={() => switchTo('gifting')}>
        {t('header.gifts')}
      </ToggleButton>
    </div>
  );
}
