import { useRemoteProps } from '../../../context/remote-props';
import { OfferRail } from '../../offer-list/components/offer-rail';
import { offerListRequest } from '../../offer-list/state/offer-list-request';
import { useOfferList } from '../../offer-list/state/use-offer-list';
import { useReportFailure } from '../../../hooks/use-report-failure';
import type { TopSearchResultsBlock } from './cms-block';
import { CmsLinkAnchor } from './cms-link-anchor';
import common from './cms-blocks.module.css';

/**
 * The first offers of a catalogue search the CMS names (its criteria hash, flow and count), and a
 * link to see them all. A search that finds nothing, or fails, leaves the block out.
 */
export function TopSearchResultsBlockView({ block }: { block: TopSearchResultsBlock }) {
  const { locale } = useRemoteProps();
  const query = useOfferList(offerListRequest({ hash: block.search, flow: block.flow, locale, limit: block.limit }));
  useReportFailure(query.error, 'mfe-content/top-search-results');

  if (query.isError || (query.isSuccess && query.data.exactMatch.length === 0)) return null;
  return (
    <div className={common.block}>
      <OfferRail title={block.title} offers={query.data?.exactMatch ?? []} loading={query.isPending} />
      <CmsLinkAnchor link={block.more} className={common.more} />
    </div>
  );
}
