import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components/NumberField';
import { Button as AriaButton } from 'react-aria-components/Button';
import { PAX_LIMITS, type PaxKind } from '@escapade/shared-contracts/search-criteria';
import styles from './travellers-fields.module.css';

type Pax = Record<PaxKind, number>;

const FIELDS: readonly { kind: PaxKind; label: string; age: string }[] = [
  { kind: 'adults', label: 'booking.travellers.adults', age: 'booking.travellers.adultsAge' },
  { kind: 'children', label: 'booking.travellers.children', age: 'booking.travellers.childrenAge' },
  { kind: 'babies', label: 'booking.travellers.babies', age: 'booking.travellers.babiesAge' },
];

function PaxField({
  kind,
  label,
  age,
  value,
  onChange,
  onEscape,
}: {
  kind: PaxKind;
  label: string;
  age: string;
  value: number;
  onChange(value: number): void;
  /** Escape in the field hands the travellers over, as Confirm does. */
  onEscape(): void;
}) {
  const { t } = useTranslation();
  // jscpd:ignore-start -- react-aria's NumberField stepper, composed as its documentation shows;
  // the search box's travellers panel composes the same parts for its own layout.
  return (
    <NumberField
      className={styles.field}
      value={value}
      minValue={PAX_LIMITS[kind].min}
      maxValue={PAX_LIMITS[kind].max}
      step={1}
      onChange={(next) => {
        if (Number.isInteger(next)) onChange(next);
      }}
    >
      <div className={styles.text}>
        <Label className={styles.label}>{t(label)}</Label>
        <Text slot="description" className={styles.age}>
          {t(age)}
        </Text>
      </div>
      <Group
        className={styles.stepper}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape();
        }}
      >
        <Button slot="decrement" className={styles.stepButton}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.stepButton}>
          +
        </Button>
      </Group>
    </NumberField>
  );
  // jscpd:ignore-end
}

/**
 * "Who are you going with?": adults, children and babies, each within its allowed range. The steppers
 * edit a copy; Confirm (or Escape) hands it over at once, so the price is asked for once, not at
 * every press. New travellers from outside (the route) replace the copy.
 */
export function TravellersFields({ pax, onChange }: { pax: Pax; onChange(change: Partial<Pax>): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(pax);
  const [committed, setCommitted] = useState(pax);
  if (!samePax(pax, committed)) {
    setCommitted(pax);
    setDraft(pax);
  }
  const changed = !samePax(draft, committed);
  const commit = () => {
    if (changed) onChange(draft);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('booking.travellers.title')}</legend>
      {FIELDS.map((field) => (
        <PaxField
          key={field.kind}
          {...field}
          value={draft[field.kind]}
          onChange={(value) => setDraft((before) => ({ ...before, [field.kind]: value }))}
          onEscape={commit}
        />
      ))}
      {changed ? (
        <AriaButton className={styles.confirm} onPress={commit}>
          {t('booking.travellers.confirm')}
        </AriaButton>
      ) : null}
    </fieldset>
  );
}

function samePax(a: Pax, b: Pax): boolean {
  return a.adults === b.adults && a.children === b.children && a.babies === b.babies;
}
