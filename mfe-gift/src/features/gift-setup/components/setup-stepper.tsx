import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { GIFT_SETUP_STEPS, type GiftSetupStep } from '../utils/setup-progress';
import styles from './gift-setup.module.css';

/** Where the visitor is in the gift set-up; the steps ahead are listed, not links. */
export function SetupStepper({ current }: { current: GiftSetupStep }) {
  const { t } = useTranslation();
  const currentIndex = GIFT_SETUP_STEPS.indexOf(current);
  return (
    <nav aria-label={t('giftSetup.steps.label')} className={styles.stepperNav}>
      <ol className={styles.stepper}>
        {GIFT_SETUP_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepName}>{t(`giftSetup.steps.${step}`)}</span>
              <VisuallyHidden elementType="span">{`, ${t(`giftSetup.steps.${state}`)}`}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
