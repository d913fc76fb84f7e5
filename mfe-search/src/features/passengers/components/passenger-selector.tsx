import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogTrigger,
  Group,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  NumberField,
  Popover,
  Text,
} from 'react-aria-components';
import { paxLimitsFor, type PaxKind } from '@escapade/shared-contracts/search-criteria';
import type { Flow } from '@escapade/shared-contracts/routes';
import { changePassengers, participantsOf, type Passengers } from '../../../utils/passengers';
import styles from './passenger-selector.module.css';

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

interface CounterProps {
  label: string;
  description: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

/** A stepper; react-aria names its buttons "Increase"/"Decrease" in the page's language. */
function Counter({ label, description, value, min, max, onChange }: CounterProps) {
  return (
    <NumberField
      className={styles.counter}
      value={value}
      minValue={min}
      maxValue={max}
      step={1}
      // NaN comes from an emptied input; out-of-range values are ignored by changePassengers.
      onChange={onChange}
    >
      <div className={styles.counterText}>
        <Label className={styles.counterLabel}>{label}</Label>
        <Text slot="description" className={styles.counterDescription}>
          {description}
        </Text>
      </div>
      <Group className={styles.stepper}>
        <Button slot="decrement" className={styles.stepButton}>
          −
        </Button>
        <Input className={styles.stepInput} />
        <Button slot="increment" className={styles.stepButton}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}

export function usePassengersSummary(value: Passengers, flow: Flow): string {
  const { t } = useTranslation('search-box');
  if (flow === 'activity') return t('searchBox.travellers.participants', { count: participantsOf(value, flow) });
  return [
    t('searchBox.travellers.adults', { count: value.adults }),
    value.children > 0 ? t('searchBox.travellers.children', { count: value.children }) : null,
    value.babies > 0 ? t('searchBox.travellers.babies', { count: value.babies }) : null,
  ]
    .filter(Boolean)
    .join(', ');
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
  const limits = paxLimitsFor(flow);

  const openChange = (open: boolean) => {
    if (open) setDraft(value);
    setOpen(open);
  };
  const commit = () => {
    onChange(draft);
    setOpen(false);
  };
  // Escape reaches this handler before the overlay's own, which then closes it.
  const commitOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onChange(draft);
  };
  const change = (kind: PaxKind) => (next: number) =>
    setDraft((current) => changePassengers(current, kind, next, flow));

  const content = (
    <Dialog className={styles.dialog}>
      <div className={styles.dialogBody} onKeyDownCapture={commitOnEscape}>
        <Heading slot="title" className={styles.title}>
          {t('searchBox.travellers.title')}
        </Heading>
        {flow === 'activity' ? (
          <Counter
            label={t('searchBox.travellers.participantsLabel')}
            description={t('searchBox.travellers.participantsRange', {
              min: limits.adults.min,
              max: limits.adults.max,
            })}
            value={participantsOf(draft, flow)}
            min={limits.adults.min}
            max={limits.adults.max}
            onChange={change('adults')}
          />
        ) : (
          <>
            <Counter
              label={t('searchBox.travellers.adultsLabel')}
              description={t('searchBox.travellers.adultsAge')}
              value={draft.adults}
              min={limits.adults.min}
              max={limits.adults.max}
              onChange={change('adults')}
            />
            <Counter
              label={t('searchBox.travellers.childrenLabel')}
              description={t('searchBox.travellers.childrenAge')}
              value={draft.children}
              min={limits.children.min}
              max={limits.children.max}
              onChange={change('children')}
            />
            <Counter
              label={t('searchBox.travellers.babiesLabel')}
              description={t('searchBox.travellers.babiesAge')}
              value={draft.babies}
              min={limits.babies.min}
              max={limits.babies.max}
              onChange={change('babies')}
            />
          </>
        )}
        <Button className={styles.confirm} onPress={commit}>
          {t('searchBox.travellers.confirm')}
        </Button>
      </div>
    </Dialog>
  );

  let overlay: ReactNode;
  if (presentation === 'sheet') {
    overlay = (
      <ModalOverlay className={styles.sheetOverlay} isDismissable>
        <Modal className={styles.sheet}>{content}</Modal>
      </ModalOverlay>
    );
  } else {
    overlay = (
      <Popover className={styles.popover} placement="bottom end">
        {content}
      </Popover>
    );
  }

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} aria-hidden="true">
        {fieldLabel}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
        <Button className={styles.trigger} aria-label={`${fieldLabel}: ${summary}`}>
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
        {overlay}
      </DialogTrigger>
    </div>
  );
}
