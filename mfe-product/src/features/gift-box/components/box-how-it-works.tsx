import { useTranslation } from 'react-i18next';
import { HowItWorksSteps } from '../../how-it-works/components/how-it-works';
import { BOX_VALIDITY_MONTHS } from '../utils/box-format';

/** The gifting steps, told for a box: it is valid one and a half years, for the people it names. */
export function BoxHowItWorks({ people }: { people: number }) {
  const { t } = useTranslation('box');
  const steps = [
    { key: 'choose', title: t('howItWorks.choose.title'), text: t('howItWorks.choose.text', { count: people }) },
    {
      key: 'personalise',
      title: t('howItWorks.personalise.title'),
      text: t('howItWorks.personalise.text'),
    },
    {
      key: 'beneficiaryBooks',
      title: t('howItWorks.beneficiaryBooks.title'),
      text: t('howItWorks.beneficiaryBooks.text', { months: BOX_VALIDITY_MONTHS }),
    },
  ];
  return <HowItWorksSteps steps={steps} />;
}
