import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import styles from './flow-switch.module.css';

export type ProductFlow = 'booking' | 'gifting';

/** "For me" or "To give": the same stay, booked for oneself or offered as a gift. */
export function FlowSwitch({ flow, onChange }: { flow: ProductFlow; onChange(flow: ProductFlow): void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      className={styles.switch}
      aria-label={t('flowSwitch.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[flow]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next === 'booking' || next === 'gifting') onChange(next);
      }}
    >
      <ToggleButton id="booking" className={styles.option}>
        {t('flowSwitch.booking')}
      </ToggleButton>
      <ToggleButton id="gifting" className={styles.option}>
        {t('flowSwitch.gifting')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
