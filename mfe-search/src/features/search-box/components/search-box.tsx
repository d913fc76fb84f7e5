import type { Flow } from '@escapade/shared-contracts/routes';
import { PHONE, useMediaQuery } from '../../../hooks/use-media-query';
import { useSearchBoxForm } from '../state/use-search-box-form';
import { MobileSearchOverlay } from './mobile-search-overlay';
import { SearchForm } from './search-form';

export interface SearchBoxProps {
  flow: Flow;
  /** Criteria to prefill, as a location hash without '#'; the current route's hash when absent. */
  initialHash?: string;
  variant?: 'jumbotron' | 'compact';
}

/**
 * Destination, dates and travellers; Search sends the visitor to the results for them. On phones
 * the box is a summary that opens the fields in a full-screen overlay.
 */
export function SearchBox({ flow, initialHash, variant = 'jumbotron' }: SearchBoxProps) {
  const form = useSearchBoxForm({ flow, initialHash });
  const isPhone = useMediaQuery(PHONE);
  return isPhone ? (
    <MobileSearchOverlay form={form} variant={variant} />
  ) : (
    <SearchForm form={form} layout="inline" variant={variant} />
  );
}
