import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { OfferRail } from '../../offer-list/components/offer-rail';
import { useOfferList } from '../../offer-list/state/use-offer-list';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { selectionRequest } from '../utils/not-found-requests';
import styles from './not-found.module.css';

/** "Our selection of the moment": the catalogue's offers, left out when there are none to show. */
export function SelectionOfTheMoment() {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const selection = useOfferList(selectionRequest(locale));
  useReportFailure(selection.error, 'mfe-content/not-found-selection');
  if (selection.isError || selection.data?.exactMatch.length === 0) return null;

  return (
    <div className={styles.rail}>
      <OfferRail
        title={t('notFound.selectionTitle')}
        offers={selection.data?.exactMatch ?? []}
        loading={selection.isPending}
      />
    </div>
  );
}
