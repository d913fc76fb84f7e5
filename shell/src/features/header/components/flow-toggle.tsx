// The per-component entry: the shared 'react-aria-components' is the whole library (shared code is never tree-shaken).
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { flowFromSearch } from '../../../utils/current-route';
import { useShellNavigate } from '../../../hooks/use-shell-navigate';
import styles from './flow-toggle.module.css';

/** Two buttons (Stays, Gifts) switching the shop between the booking and gifting flows. */
export function FlowToggle() {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const { search } = useLocation();
  const giftingSelected = flowFromSearch(search) === 'gifting';

  return (
    <div className={styles.toggle} role="group" aria-label={t('header.flowToggle')}>
      <ToggleButton className={styles.option} isSelected={!giftingSelected} onChange={() => navigate({ kind: 'home' })}>
        {t('header.stays')}
      </ToggleButton>
      <ToggleButton
        className={styles.option}
        isSelected={giftingSelected}
        onChange={() => navigate({ kind: 'home', query: { flow: 'gifting' } })}
      >
        {t('header.gifts')}
      </ToggleButton>
    </div>
  );
}
