import { Suspense, lazy } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCareSession } from '../state/care-session-context';

/**
 * The notice's code (and the form widgets it uses) is a download of its own, shared with the
 * operator's sign-in page: shoppers never see customer-care mode, so their pages never fetch it.
 */
const CareNoticeBar = lazy(() =>
  import(/* webpackChunkName: "care-mode" */ './care-notice-bar').then((module) => ({ default: module.CareNoticeBar })),
);

/** Above the header while an operator is signed in, in customer-care mode only. */
export function CareNotice() {
  const { careMode } = useShellEnvironment();
  const { session } = useCareSession();
  if (!careMode || !session) return null;
  return (
    <Suspense>
      <CareNoticeBar session={session} />
    </Suspense>
  );
}
