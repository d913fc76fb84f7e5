import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import styles from './how-it-works.module.css';

/** The three steps of buying a stay for oneself, and of giving one. */
const STEPS: Readonly<Record<'booking' | 'gifting', readonly string[]>> = {
  booking: ['choose', 'book', 'enjoy'],
  gifting: ['choose', 'personalise', 'beneficiaryBooks'],
};

/** "How it works": what happens after Book (or Offer, in the gifting flow), in three steps. */
export function HowItWorks({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const steps = STEPS[flow === 'gifting' ? 'gifting' : 'booking'];
  const prefix = flow === 'gifting' ? 'howItWorks.gifting' : 'howItWorks.booking';
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title" className={styles.title}>
        {t('howItWorks.title')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepText}>
              <strong>{t(`${prefix}.${step}.title`)}</strong>
              <span>{t(`${prefix}.${step}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
