import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Flow } from '@escapade/shared-contracts/routes';
import { OnDemand } from '../../../components/on-demand';
import { lazyPart } from '../../../utils/lazy-part';
import type { LatLng } from '../../../utils/user-location';
import styles from './local-search-button.module.css';

/** The dialog is downloaded when the button is first pressed (or pointed at, or focused). */
const LocalSearchDialog = lazyPart(() =>
  import(/* webpackChunkName: "local-search" */ './local-search-dialog').then((module) => module.LocalSearchDialog),
);

export interface LocalSearchButtonProps {
  /** The flow to search in; the current route's flow when absent. */
  flow?: Flow;
  /** The point the results are around (e.g. the searched city), used when the visitor's position is unknown. */
  centre?: LatLng | null;
  className?: string;
}

/** "Travel locally!": a button opening the dialog that searches within 100, 200 or 300 km. */
export function LocalSearchButton({ flow, centre, className }: LocalSearchButtonProps) {
  const { t } = useTranslation('search-box');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        {...LocalSearchDialog.overlayOpenerProps(isOpen, () => setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {t('localSearch.open')}
      </Button>
      <OnDemand name="local-search" isOpen={isOpen} onFailed={() => setOpen(false)}>
        <LocalSearchDialog.Component flow={flow} centre={centre} isOpen={isOpen} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
