import { useTranslation } from 'react-i18next';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { SortOption } from '@escapade/shared-contracts/offers-request';
import { withSort } from '@escapade/shared-contracts/search-criteria';
import { useApplyCriteria, useSearchCriteria } from '../../results/state/use-search-criteria';
import { SORT_LABEL_KEYS, sortChoiceOf } from '../utils/sort-options';
import styles from './sort-drawer.module.css';

/** Mobile sort selector: a bottom drawer titled "Sort by"; choosing an option applies it. */
export function SortDrawer({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation('results');
  const { criteria } = useSearchCriteria();
  const applyCriteria = useApplyCriteria();
  const { options, selected } = sortChoiceOf(criteria);
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {t('sort.title')}
          </Heading>
          <RadioGroup
            className={styles.options}
            aria-label={t('sort.title')}
            value={selected}
            onChange={(value) => {
              onClose();
              if (value !== selected) applyCriteria(withSort(criteria, value as SortOption));
            }}
          >
            {options.map((option) => (
              <Radio key={option} value={option} className={styles.option}>
                <span className={styles.radio} aria-hidden="true" />
                {t(SORT_LABEL_KEYS[option])}
              </Radio>
            ))}
          </RadioGroup>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
