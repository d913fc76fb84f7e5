import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutLayout } from '../../../components/checkout-layout';

/** The booking summary's frame: the page title and the content. */
export function SummaryLayout({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CheckoutLayout title={t('summary.title')} busy={busy}>
      {children}
    </CheckoutLayout>
  );
}
