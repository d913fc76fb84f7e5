import { useTranslation } from 'react-i18next';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components/NumberField';
import { ACTIVITY_PARTICIPANTS } from '@escapade/shared-contracts/search-criteria';
import { changeActivityParticipants, stepperButtons } from '../../../utils/passenger-rules';
import { participantsRange } from '../utils/participants';
import styles from './activity-purchase.module.css';

interface ParticipantsStepperProps {
  value: number;
  /** The counts the offer has a price for: the stepper moves only between them. */
  pricedCounts: readonly number[];
  onChange(participants: number): void;
}

/**
 * "Participants", from 1 to 2: minus and plus buttons around the count (react-aria's NumberField,
 * so arrows and typing work too), disabled at the smallest and largest count the offer is priced for.
 */
export function ParticipantsStepper({ value, pricedCounts, onChange }: ParticipantsStepperProps) {
  const { t } = useTranslation('activity');
  const range = participantsRange(pricedCounts);
  const { decrementDisabled, incrementDisabled } = stepperButtons(value, range);
  return (
    <NumberField
      className={styles.stepperField}
      value={value}
      minValue={range.min}
      maxValue={range.max}
      step={1}
      isDisabled={pricedCounts.length === 0}
      onChange={(next) => {
        const participants = changeActivityParticipants(value, next, pricedCounts);
        if (participants !== value) onChange(participants);
      }}
    >
      <div className={styles.stepperText}>
        <Label className={styles.stepperLabel}>{t('purchase.participants')}</Label>
        <Text slot="description" className={styles.stepperHint}>
          {t('purchase.participantsRange', { min: ACTIVITY_PARTICIPANTS.min, max: ACTIVITY_PARTICIPANTS.max })}
        </Text>
      </div>
      <Group className={styles.stepper}>
        <Button slot="decrement" className={styles.stepButton} isDisabled={decrementDisabled}>
          −
        </Button>
        <Input className={styles.stepperInput} />
        <Button slot="increment" className={styles.stepButton} isDisabled={incrementDisabled}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
