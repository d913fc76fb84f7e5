import { useTranslation } from 'react-i18next';
import { HowItWorksSteps } from '../../how-it-works/components/how-it-works';

/** The three steps of an activity voucher: buy it, receive it, book the day with the centre. */
const ACTIVITY_STEPS = ['choose', 'receive', 'book'] as const;

/** "How it works" for an activity bought without a stay. */
export function ActivityHowItWorks() {
  const { t } = useTranslation('activity');
  const steps = ACTIVITY_STEPS.map((step) => ({
    key: step,
    title: t(`howItWorks.${step}.title`),
    text: t(`howItWorks.${step}.text`),
  }));
  return <HowItWorksSteps steps={steps} />;
}
