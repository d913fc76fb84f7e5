import { useAtom } from 'jotai';
import { OnDemand } from '../../../components/on-demand';
import { lazyPart } from '../../../utils/lazy-part';
import { filterDrawerOpenAtom } from '../state/filter-atoms';

const MobileFilterDrawer = lazyPart(() =>
  import(/* webpackChunkName: "mobile-filters" */ './mobile-filter-drawer').then((module) => module.MobileFilterDrawer),
);

/** For the "Filter" button: the modal's code starts downloading when the pointer or the focus comes on it. */
export const mobileFilterDrawerOpenerProps = MobileFilterDrawer.openerProps;

/**
 * The mobile filter modal, downloaded when first opened. It alone follows whether the modal is
 * open, so opening it renders the modal, not the results page around it.
 */
export function MobileFiltersOnDemand(props: { position: { lat: number; lng: number } | null; activityFlow: boolean }) {
  const [drawerOpen, setDrawerOpen] = useAtom(filterDrawerOpenAtom);
  return (
    <OnDemand name="mobile-filters" isOpen={drawerOpen} onFailed={() => setDrawerOpen(false)}>
      <MobileFilterDrawer.Component {...props} />
    </OnDemand>
  );
}
