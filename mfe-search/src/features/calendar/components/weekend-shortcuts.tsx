import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { isDaySelectable } from '../utils/day-selectability';
import type { StayDates } from '../../../utils/stay-dates';
import { nextWeekend, thisWeekend } from '../utils/weekend-shortcuts';
import styles from './weekend-shortcuts.module.css';

export interface WeekendShortcutsProps {
  onChoose(dates: StayDates): void;
  /** The range shown, to mark the shortcut it matches. */
  value: StayDates | null;
}

/** "This weekend" (not on Sunday) and "Next weekend", of the calendarShortcuts variation. */
export function WeekendShortcuts({ onChoose, value }: WeekendShortcutsProps) {
  const { t } = useTranslation('search-box');
  const now = DateTime.now();
  const shortcuts = [
    { id: 'thisWeekend', label: t('calendar.thisWeekend'), dates: thisWeekend(now) },
    { id: 'nextWeekend', label: t('calendar.nextWeekend'), dates: nextWeekend(now) },
  ].filter((shortcut): shortcut is { id: string; label: string; dates: StayDates } => shortcut.dates !== null);

  return (
    <Group className={styles.shortcuts} aria-label={t('calendar.shortcuts')}>
      {shortcuts.map((shortcut) => {
        const active = value?.checkin === shortcut.dates.checkin && value.checkout === shortcut.dates.checkout;
        return (
          <Button
            key={shortcut.id}
            className={styles.shortcut}
            // Saturday after 20:00 cannot start a stay any more.
            isDisabled={!isDaySelectable(shortcut.dates.checkin, { now })}
            aria-pressed={active}
            onPress={() => onChoose(shortcut.dates)}
          >
            {shortcut.label}
          </Button>
        );
      })}
    </Group>
  );
}
