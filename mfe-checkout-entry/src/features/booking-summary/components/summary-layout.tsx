import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { CheckoutLayout } from '../../../components/checkout-layout';

/** The booking summary's frame: a link back to the offer, the page title, the content. */
export function SummaryLayout({
  backTarget,
  busy,
  children,
}: {
  backTarget: RouteTarget;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CheckoutLayout
      title={t('summary.title')}
      back={{ target: backTarget, label: t('summary.backToOffer') }}
      busy={busy}
    >
      {children}
    </CheckoutLayout>
  );
}
