import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import type { SortOption } from '@escapade/shared-contracts/offers-request';
import { withSort } from '@escapade/shared-contracts/search-criteria';
import { useApplyCriteria, useSearchCriteria } from '../../results/state/use-search-criteria';
import { SORT_LABEL_KEYS, sortChoiceOf } from '../utils/sort-options';
import styles from './sort-select.module.css';

/** Desktop sort selector: a change replaces the sort in the hash and drops the page. */
export function SortSelect() {
  const { t } = useTranslation('results');
  const { criteria } = useSearchCriteria();
  const applyCriteria = useApplyCriteria();
  const { options, selected } = sortChoiceOf(criteria);
  return (
    <Select
      className={styles.select}
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (key !== null && key !== selected) applyCriteria(withSort(criteria, key as SortOption));
      }}
    >
      <Label className={styles.label}>{t('sort.label')}</Label>
      <Button className={styles.button}>
        <SelectValue className={styles.value} />
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <ListBox className={styles.list}>
          {options.map((option) => (
            <ListBoxItem key={option} id={option} className={styles.item}>
              {t(SORT_LABEL_KEYS[option])}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
