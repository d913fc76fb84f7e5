import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { HydrateOnApproach } from '../../../components/hydrate-on-approach';
import { Jumbotron } from '../../jumbotron/components/jumbotron';
import { BannerBlockView } from './banner-block';
import { CategoriesBlockView } from './categories-block';
import type { CmsBlock } from './cms-block';
import { GiftBoxBlock } from './gift-box-block';
import { MainUspBlockView } from './main-usp-block';
import { MarketingBlockView } from './marketing-block';
import { TopSearchResultsBlockView } from './top-search-results-block';
import styles from './cms-blocks.module.css';

/** One block drawn by the component of its type; a type this page does not know is left out. */
function CmsBlockView({ block, flow }: { block: CmsBlock; flow: Flow }) {
  const { flags } = useRemoteProps();
  switch (block.type) {
    case 'jumbotron':
      return <Jumbotron flow={flow} content={block} placement="block" />;
    case 'boxes':
      // The gift-box block has its own toggle per locale.
      return flags.boxesBlock ? <GiftBoxBlock block={block} /> : null;
    case 'mainUsp':
      return <MainUspBlockView block={block} />;
    case 'marketing':
      return <MarketingBlockView block={block} />;
    case 'categories':
      return <CategoriesBlockView block={block} />;
    case 'banner':
      return <BannerBlockView block={block} />;
    case 'topSearchResults':
      return <TopSearchResultsBlockView block={block} />;
    default:
      return null;
  }
}

/**
 * The blocks of a CMS page, in the CMS order. They are text, pictures and links for the most part:
 * a block the server drew keeps its markup, links working, until the shopper nears it or acts in it.
 */
export function CmsBlocks({ blocks, flow }: { blocks: readonly CmsBlock[]; flow: Flow }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <HydrateOnApproach key={`${block.type}-${index}`}>
          <CmsBlockView block={block} flow={flow} />
        </HydrateOnApproach>
      ))}
    </div>
  );
}
