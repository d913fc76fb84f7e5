import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { FactList, LineList, PurchaseCard, PurchaseSubsection, PurchaseText } from '../../../components/purchase-card';
import type { ActivityDetail } from '../api/get-activity-detail';
import { ACTIVITY_VOUCHER_VALIDITY_MONTHS, type ActivityOrder } from '../utils/activity-order';

/** The activity being bought: where, for how many, for whom, how long the voucher lasts, its programme. */
export function ActivityPurchase({ detail, order }: { detail: ActivityDetail; order: ActivityOrder }) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const centre = detail.mainActivityCenter;
  const photo = detail.imagesBySize['960_540']?.[0] ?? detail.imagesBySize['640_360']?.[0];
  const place = [centre.label, centre.location.address, centre.location.label].filter(Boolean).join(', ');
  return (
    <PurchaseCard
      kicker={t('checkout.activity.kicker')}
      title={detail.label}
      photo={photo ? { src: apiBase + photo, alt: t('checkout.activity.photoAlt', { activity: detail.label }) } : null}
    >
      <PurchaseSubsection title={t('checkout.activity.detailsTitle')}>
        <FactList
          facts={[
            { label: t('checkout.activity.place'), value: place },
            {
              label: t('checkout.activity.participants'),
              value: t('checkout.activity.participantCount', { count: order.participants }),
            },
            {
              label: t('checkout.activity.purchase'),
              value: order.ownUse ? t('checkout.activity.forYourself') : t('checkout.activity.toOffer'),
            },
            {
              label: t('checkout.activity.validity'),
              value: t('checkout.activity.validityMonths', { count: ACTIVITY_VOUCHER_VALIDITY_MONTHS }),
            },
          ]}
        />
        <PurchaseText muted>
          {order.ownUse ? t('checkout.activity.ownUseNote') : t('checkout.activity.giftNote')}
        </PurchaseText>
      </PurchaseSubsection>

      {detail.activities.map((activity, index) => (
        <PurchaseSubsection
          key={`${index}-${activity.title}`}
          title={t('checkout.activity.programme', { activity: activity.title })}
        >
          {activity.composition.length > 0 ? (
            <LineList lines={activity.composition} />
          ) : (
            <PurchaseText>{activity.description}</PurchaseText>
          )}
          {activity.schedules.length > 0 ? (
            <PurchaseText muted>
              {t('checkout.activity.schedules', { schedules: activity.schedules.join(' · ') })}
            </PurchaseText>
          ) : null}
        </PurchaseSubsection>
      ))}
    </PurchaseCard>
  );
}
