import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button } from 'react-aria-components/Button';
import { FieldError, Label } from 'react-aria-components/Select';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { chooseActivityDate, decodeActivitySelection } from '../utils/activity-dates';
import styles from './activity-dates-fields.module.css';

export interface ActivityDateChoice {
  activityId: number;
  title: string;
  dates: { value: string; date: string }[];
}

interface ActivityDatesFieldsProps {
  activities: readonly ActivityDateChoice[];
  selections: readonly string[];
  onChange(selections: string[]): void;
  /** Activity ids flagged after a Book press without their day. */
  missing: readonly string[];
}

/**
 * One field per activity whose day is chosen when booking: the days of the stay it can be done.
 * Choosing a day replaces the activity's earlier one.
 */
export function ActivityDatesFields({ activities, selections, onChange, missing }: ActivityDatesFieldsProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  if (activities.length === 0) return null;
  const chosenDay = (activityId: number) =>
    selections.map(decodeActivitySelection).find((selection) => selection?.activityId === String(activityId))?.date;
  const dayText = (date: string) =>
    DateTime.fromISO(date).setLocale(bcp47(locale)).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>{t('activityDates.title')}</legend>
      {activities.map((activity) => (
        <Select
          key={activity.activityId}
          className={styles.field}
          placeholder={t('activityDates.placeholder')}
          selectedKey={chosenDay(activity.activityId) ?? null}
          onSelectionChange={(key) => {
            const day = activity.dates.find((option) => option.date === key);
            if (day) onChange(chooseActivityDate(selections, activity.activityId, day.date));
          }}
          isInvalid={missing.includes(String(activity.activityId))}
          validationBehavior="aria"
        >
          <Label className={styles.label}>{activity.title}</Label>
          <Button className={styles.button}>
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </Button>
          <FieldError className={styles.error}>{t('activityDates.required')}</FieldError>
          <Popover className={styles.popover}>
            <ListBox className={styles.list}>
              {activity.dates.map((option) => (
                <ListBoxItem key={option.date} id={option.date} className={styles.option}>
                  {dayText(option.date)}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      ))}
    </fieldset>
  );
}
