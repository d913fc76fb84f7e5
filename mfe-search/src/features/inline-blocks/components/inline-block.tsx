import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { TargetedBanner as TargetedBannerContent } from '../api/get-targeted-banners';
import type { InlineBlockType } from '../utils/inline-block-types';
import { BoxBlock } from './box-block';
import { GiftBlock } from './gift-block';
import { GiftCardBanner, GiftStayBanner, SingleVoucherBlock } from './gift-banners';
import { TargetedBanner } from './targeted-banner';
import styles from './inline-blocks.module.css';

export interface InlineBlockProps {
  type: InlineBlockType;
  criteria: SearchCriteria;
  targetedBanner: TargetedBannerContent | null;
}

/** One inline block of the results grid. */
export function InlineBlock({ type, criteria, targetedBanner }: InlineBlockProps) {
  switch (type) {
    case 'boxBlock':
      return <BoxBlock />;
    case 'giftBlock':
      return <GiftBlock />;
    case 'giftCardBanner':
      return <GiftCardBanner />;
    case 'giftStayBanner':
      return <GiftStayBanner criteria={criteria} />;
    case 'singleVoucherBlock':
      return <SingleVoucherBlock criteria={criteria} />;
    case 'targetedBanner':
      return targetedBanner ? <TargetedBanner banner={targetedBanner} /> : null;
  }
}

/** The room of a block whose type is not known yet (the targeted banners are still loading). */
export function InlineBlockPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
