import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { NumberField } from 'react-aria-components/NumberField';
import { Popover } from 'react-aria-components/Popover';
import { Text } from 'react-aria-components/Text';
import { paxLimitsFor, type PaxKind } from '@escapade/shared-contracts/search-criteria';
import type { Flow } from '@escapade/shared-contracts/routes';
import { changePassengers, participantsOf, type Passengers } from '../../../utils/passengers';
import styles from './passenger-dialog.module.css';

export interface PassengerDialogProps {
  /** The travellers being edited, not yet confirmed. */
  draft: Passengers;
  onDraftChange(update: (current: Passengers) => Passengers): void;
  /** Confirm, or Escape: the draft becomes the travellers. */
  onCommit(): void;
  /** Escape: the draft is committed before the dialog closes. */
  onEscape(): void;
  flow: Flow;
  presentation: 'popover' | 'sheet';
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
      // A typed count out of range is ignored, not pulled to the nearest bound: the field hands it
      // on as typed ('validate' does not clamp), changePassengers drops it and the field shows the
      // last valid count again. NaN comes from an emptied input and is dropped the same way.
      commitBehavior="validate"
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

/**
 * The open travellers field, "Who are you going with?": a counter per kind of traveller. Its own
 * chunk (react-aria's NumberField and its number parsing), downloaded when the field first opens.
 */
export function PassengerDialog({
  draft,
  onDraftChange,
  onCommit,
  onEscape,
  flow,
  presentation,
}: PassengerDialogProps) {
  const { t } = useTranslation('search-box');
  const limits = paxLimitsFor(flow);
  // Escape reaches this handler before the overlay's own, which then closes it.
  const commitOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  const change = (kind: PaxKind) => (next: number) =>
    onDraftChange((current) => changePassengers(current, kind, next, flow));

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
        <Button className={styles.confirm} onPress={onCommit}>
          {t('searchBox.travellers.confirm')}
        </Button>
      </div>
    </Dialog>
  );

  if (presentation === 'sheet') {
    return (
      <ModalOverlay className={styles.sheetOverlay} isDismissable>
        <Modal className={styles.sheet}>{content}</Modal>
      </ModalOverlay>
    );
  }
  return (
    <Popover className={styles.popover} placement="bottom end">
      {content}
    </Popover>
  );
}
