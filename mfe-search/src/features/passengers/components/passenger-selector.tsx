import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import type { Flow } from '@escapade/shared-contracts/routes';
import { OnDemand } from '../../../components/on-demand';
import { lazyPart } from '../../../utils/lazy-part';
import type { Passengers } from '../../../utils/passengers';
import { usePassengersSummary } from '../state/use-passengers-summary';
import styles from './passenger-selector.module.css';

/** The counters (react-aria's NumberField) are downloaded when the field first opens. */
const PassengerDialog = lazyPart(() =>
  import(/* webpackChunkName: "passenger-dialog" */ './passenger-dialog').then((module) => module.PassengerDialog),
);

export interface PassengerSelectorProps {
  value: Passengers;
  /** The travellers were confirmed (Confirm or Escape). */
  onChange(value: Passengers): void;
  /** The activity flow counts 1 to 2 participants, without children or babies. */
  flow: Flow;
  /** A popover under the field (desktop, tablet) or a bottom sheet (phones). */
  presentation?: 'popover' | 'sheet';
  className?: string;
}

/**
 * The travellers button and its "Who are you going with?" dialog. The dialog edits a copy: Confirm
 * or Escape commits it; closing by a click outside drops it.
 */
export function PassengerSelector({
  value,
  onChange,
  flow,
  presentation = 'popover',
  className,
}: PassengerSelectorProps) {
  const { t } = useTranslation('search-box');
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<Passengers>(value);
  const summary = usePassengersSummary(value, flow);
  const fieldLabel = t('searchBox.travellers.label');

  const openChange = (open: boolean) => {
    if (open) setDraft(value);
    setOpen(open);
  };
  const commit = () => {
    onChange(draft);
    setOpen(false);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} aria-hidden="true">
        {fieldLabel}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
        <Button className={styles.trigger} aria-label={`${fieldLabel}: ${summary}`} {...PassengerDialog.openerProps}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M22 21v-1a6 6 0 00-4-5.6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span className={styles.summary}>{summary}</span>
        </Button>
        <OnDemand name="passenger-dialog" isOpen={isOpen} onFailed={() => setOpen(false)}>
          <PassengerDialog.Component
            draft={draft}
            onDraftChange={setDraft}
            onCommit={commit}
            onEscape={() => onChange(draft)}
            flow={flow}
            presentation={presentation}
          />
        </OnDemand>
      </DialogTrigger>
    </div>
  );
}
