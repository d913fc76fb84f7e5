import type { Flow } from '@escapade/shared-contracts/routes';
import { ByScreen } from '../../../components/by-screen';
import { useSearchBoxForm } from '../state/use-search-box-form';
import { Suspense } from 'react';
import { lazyPart } from '../../../utils/lazy-part';
import { MobileSearchOverlay } from './mobile-search-overlay';
import { SearchFormSkeleton } from './search-form-skeleton';

/**
 * The inline form (its destination combo box is most of the search box's code) is its own download:
 * phones show a summary that opens the full-screen fields, and never need it.
 */
const InlineSearchForm = lazyPart(() =>
  import(/* webpackChunkName: "search-form" */ './search-form').then((module) => module.SearchForm),
);

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
  return (
    <ByScreen
      split="phone"
      matching={<MobileSearchOverlay form={form} variant={variant} />}
      other={
        <Suspense fallback={<SearchFormSkeleton flow={form.flow} variant={variant} />}>
          <InlineSearchForm.Component form={form} layout="inline" variant={variant} />
        </Suspense>
      }
    />
  );
}
