import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { PageSection } from '../../../components/page-section';
import styles from './how-it-works.module.css';

/** The three steps of buying a stay for oneself, and of giving one. */
const STEPS: Readonly<Record<'booking' | 'gifting', readonly string[]>> = {
  booking: ['choose', 'book', 'enjoy'],
  gifting: ['choose', 'personalise', 'beneficiaryBooks'],
};

export interface HowItWorksStep {
  /** Stable among the steps, for React. */
  key: string;
  title: string;
  text: string;
}

/** "How it works": numbered steps, each a title and a sentence (the product's own steps, in its texts). */
export function HowItWorksSteps({ steps }: { steps: readonly HowItWorksStep[] }) {
  const { t } = useTranslation();
  return (
    <PageSection id="how-it-works" title={t('howItWorks.title')}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepText}>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

/** What happens after Book (or Offer, in the gifting flow), in three steps. */
export function HowItWorks({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const prefix = flow === 'gifting' ? 'howItWorks.gifting' : 'howItWorks.booking';
  const steps = STEPS[flow === 'gifting' ? 'gifting' : 'booking'].map((step) => ({
    key: step,
    title: t(`${prefix}.${step}.title`),
    text: t(`${prefix}.${step}.text`),
  }));
  return <HowItWorksSteps steps={steps} />;
}
