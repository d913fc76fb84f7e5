import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Group, Heading, Input, Label, NumberField, Popover, Text } from 'react-aria-components';
import { ACTIVITY_PARTICIPANTS, PAX_LIMITS } from '@escapade/shared-contracts/search-criteria';
import type { Travellers } from '../utils/search-box-values';
import styles from './travellers-field.module.css';

export interface TravellersFieldProps {
  value: Travellers;
  onChange(change: Partial<Travellers>): void;
  /** Activities count participants only, without children or babies. */
  participantsOnly: boolean;
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
      // Spec §5: out-of-range changes are ignored; NaN comes from an emptied input.
      onChange={(next) => {
        if (Number.isInteger(next) && next >= min && next <= max) onChange(next);
      }}
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

/** Travellers button and its "Who are you going with?" popover (edits apply at once, Escape keeps them). */
export function TravellersField({ value, onChange, participantsOnly, className }: TravellersFieldProps) {
  const { t } = useTranslation();
  const summary = participantsOnly
    ? t('searchBox.travellers.participants', { count: value.adults })
    : [
        t('searchBox.travellers.adults', { count: value.adults }),
        value.children > 0 ? t('searchBox.travellers.children', { count: value.children }) : null,
        value.babies > 0 ? t('searchBox.travellers.babies', { count: value.babies }) : null,
      ]
        .filter(Boolean)
        .join(', ');
  const fieldLabel = t('searchBox.travellers.label');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} aria-hidden="true">
        {fieldLabel}
      </span>
      <DialogTrigger>
        <Button className={styles.trigger} aria-label={`${fieldLabel}: ${summary}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M22 21v-1a6 6 0 00-4-5.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span className={styles.summary}>{summary}</span>
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  {t('searchBox.travellers.title')}
                </Heading>
                {participantsOnly ? (
                  <Counter
                    label={t('searchBox.travellers.participantsLabel')}
                    description={t('searchBox.travellers.participantsRange', { min: ACTIVITY_PARTICIPANTS.min, max: ACTIVITY_PARTICIPANTS.max })}
                    value={Math.min(value.adults, ACTIVITY_PARTICIPANTS.max)}
                    min={ACTIVITY_PARTICIPANTS.min}
                    max={ACTIVITY_PARTICIPANTS.max}
                    onChange={(adults) => onChange({ adults })}
                  />
                ) : (
                  <>
                    <Counter
                      label={t('searchBox.travellers.adultsLabel')}
                      description={t('searchBox.travellers.adultsAge')}
                      value={value.adults}
                      min={PAX_LIMITS.adults.min}
                      max={PAX_LIMITS.adults.max}
                      onChange={(adults) => onChange({ adults })}
                    />
                    <Counter
                      label={t('searchBox.travellers.childrenLabel')}
                      description={t('searchBox.travellers.childrenAge')}
                      value={value.children}
                      min={PAX_LIMITS.children.min}
                      max={PAX_LIMITS.children.max}
                      onChange={(children) => onChange({ children })}
                    />
                    <Counter
                      label={t('searchBox.travellers.babiesLabel')}
                      description={t('searchBox.travellers.babiesAge')}
                      value={value.babies}
                      min={PAX_LIMITS.babies.min}
                      max={PAX_LIMITS.babies.max}
                      onChange={(babies) => onChange({ babies })}
                    />
                  </>
                )}
                <Button className={styles.confirm} onPress={close}>
                  {t('searchBox.travellers.confirm')}
                </Button>
              </>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
