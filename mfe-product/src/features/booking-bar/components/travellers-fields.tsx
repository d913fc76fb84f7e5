import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components/NumberField';
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
}: {
  kind: PaxKind;
  label: string;
  age: string;
  value: number;
  onChange(value: number): void;
}) {
  const { t } = useTranslation();
  // A local copy so the field answers at once; the route (and so `value`) follows.
  const [current, setCurrent] = useState(value);
  const [routeValue, setRouteValue] = useState(value);
  if (value !== routeValue) {
    setRouteValue(value);
    setCurrent(value);
  }
  // jscpd:ignore-start -- react-aria's NumberField stepper, composed as its documentation shows;
  // the search box's travellers panel composes the same parts for its own layout.
  return (
    <NumberField
      className={styles.field}
      value={current}
      minValue={PAX_LIMITS[kind].min}
      maxValue={PAX_LIMITS[kind].max}
      step={1}
      onChange={(next) => {
        if (!Number.isInteger(next)) return;
        setCurrent(next);
        onChange(next);
      }}
    >
      <div className={styles.text}>
        <Label className={styles.label}>{t(label)}</Label>
        <Text slot="description" className={styles.age}>
          {t(age)}
        </Text>
      </div>
      <Group className={styles.stepper}>
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

/** "Who are you going with?": adults, children and babies, each within its allowed range. */
export function TravellersFields({ pax, onChange }: { pax: Pax; onChange(change: Partial<Pax>): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('booking.travellers.title')}</legend>
      {FIELDS.map((field) => (
        <PaxField
          key={field.kind}
          {...field}
          value={pax[field.kind]}
          onChange={(value) => onChange({ [field.kind]: value })}
        />
      ))}
    </fieldset>
  );
}
