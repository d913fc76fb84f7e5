import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { useOrder } from '../features/confirmation/state/use-order';
import { usePurchaseTracking } from '../features/confirmation/state/use-purchase-tracking';
import { useConfirmationMeta } from '../features/confirmation/state/use-confirmation-meta';
import { OrderConfirmation } from '../features/confirmation/components/order-confirmation';
import {
  ConfirmationSkeleton,
  OrderLoadError,
  OrderNotFound,
} from '../features/confirmation/components/confirmation-notices';

/**
 * The confirmation of an order: route kind 'confirmation', the order's UUID in route.id (the query's
 * status=success only says where the visitor comes from; the page shows the order's real status).
 */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const state = useOrder(route.id ?? '');
  const order = state.status === 'success' ? state.order : undefined;
  usePurchaseTracking(order);
  useConfirmationMeta(
    order
      ? order.status === 'paid'
        ? t('confirmation.pageTitle.paid', { reference: order.reference })
        : t('confirmation.pageTitle.order', { reference: order.reference })
      : state.status === 'notFound'
        ? t('confirmation.notFound.title')
        : t('confirmation.pageTitle.loading'),
  );

  if (state.status === 'success') return <OrderConfirmation order={state.order} />;
  if (state.status === 'notFound') return <OrderNotFound />;
  if (state.status === 'error') return <OrderLoadError onRetry={state.retry} />;
  return <ConfirmationSkeleton />;
}
