import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { parseSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { usePlaceLabel } from '../../destination/state/use-place-label';
import { categoryOfKey, destinationFromCriteria, type ChosenDestination } from '../../../utils/chosen-destination';
import { rememberRecentSearch } from '../../destination/state/recent-searches';
import type { StayDates } from '../../../utils/stay-dates';
import type { Passengers } from '../../../utils/passengers';
import { criteriaFromSearchBox, datesOf, SEARCH_BAR_ORIGIN, withoutDates } from '../utils/search-box-values';
import { readStoredDates, storeDates } from '../utils/stored-dates';

/** What pressing Search did. */
export type SubmitOutcome = 'searched' | 'datesRequested';

/** The search box's state: destination, dates and travellers, prefilled from the criteria hash. */
export function useSearchBoxForm({ flow, initialHash }: { flow: Flow; initialHash?: string }) {
  const { t } = useTranslation('search-box');
  const { flags, route, navigate, bus } = useRemoteProps();
  const prefillHash = initialHash ?? route.hash;
  const initialCriteria = useMemo(
    () => parseSearchCriteria({ hash: prefillHash, search: `flow=${flow}` }),
    [prefillHash, flow],
  );
  const urlDates = useMemo(() => datesOf(initialCriteria), [initialCriteria]);
  const onSearchPage = route.kind === 'search' || route.kind === 'activitySearch';

  const prefilled = useMemo(() => destinationFromCriteria(initialCriteria), [initialCriteria]);
  const [destination, setDestination] = useState<ChosenDestination | null>(() =>
    prefilled?.kind === 'around' ? { ...prefilled, label: t('searchBox.destination.aroundPoint') } : prefilled,
  );
  const [destinationText, setDestinationText] = useState(() =>
    prefilled?.kind === 'around' ? t('searchBox.destination.aroundPoint') : '',
  );
  const [destinationEdited, setDestinationEdited] = useState(false);
  // Away from a results page (home, landing), the dates of the last search come back if still ahead.
  const [dates, setDates] = useState<StayDates | null>(() => urlDates ?? (onSearchPage ? null : readStoredDates()));
  const [datesCleared, setDatesCleared] = useState(false);
  const [datesOpen, setDatesOpen] = useState(false);
  const [travellers, setTravellers] = useState<Passengers>(() => ({
    adults: initialCriteria.adults,
    children: initialCriteria.children,
    babies: initialCriteria.babies,
  }));

  const prefilledKey = prefilled?.kind === 'place' ? prefilled.key : undefined;
  const prefilledId = prefilled?.kind === 'place' ? prefilled.id : undefined;
  usePlaceLabel(prefilledKey, prefilledId, (label) => {
    setDestination((current) =>
      current?.kind === 'place' && current.key === prefilledKey && current.id === prefilledId
        ? { ...current, label }
        : current,
    );
    setDestinationText((current) => (current === '' ? label : current));
  });

  const changeDestinationText = (text: string) => {
    setDestinationText(text);
    // Functional update: selecting an option reports its label after the selection itself.
    setDestination((current) => (current && current.label === text ? current : null));
    setDestinationEdited(true);
  };

  const chooseDestination = (chosen: ChosenDestination) => {
    setDestination(chosen);
    setDestinationText(chosen.label);
    setDestinationEdited(true);
  };

  const currentCriteria = () =>
    criteriaFromSearchBox(initialCriteria, { destination, destinationEdited, dates, travellers });

  /** A recommended stay: its product page, with the dates and travellers of the box. */
  const openOffer = (offerId: string) => {
    const { hash } = serializeSearchCriteria({ ...currentCriteria(), from: undefined });
    navigate({ kind: 'stay', id: offerId, hash });
  };

  const clearDates = () => {
    setDates(null);
    setDatesCleared(true);
    // Clear also removes checkin, checkout and night from the URL.
    if (onSearchPage) {
      const routeCriteria = parseSearchCriteria({ hash: route.hash, search: route.search });
      if (routeCriteria.checkin) {
        const query = new URLSearchParams(route.search);
        query.delete('page');
        navigate({
          kind: route.kind,
          query: Object.fromEntries(query),
          hash: serializeSearchCriteria(withoutDates(routeCriteria)).hash,
        });
      }
    }
  };

  const submit = (): SubmitOutcome => {
    // In the booking flow a dates variation opens the calendar first.
    const datesMissing = !dates && flow === 'booking';
    if (
      datesMissing &&
      (flags.datesVariation === 'forced' || (flags.datesVariation === 'suggested' && !datesCleared))
    ) {
      setDatesOpen(true);
      return 'datesRequested';
    }
    const criteria = currentCriteria();
    const { hash } = serializeSearchCriteria(criteria);
    if (destination?.kind === 'place' && destination.label) {
      rememberRecentSearch({ id: destination.id, label: destination.label, category: categoryOfKey(destination.key) });
    }
    if (criteria.checkin && criteria.checkout) storeDates({ checkin: criteria.checkin, checkout: criteria.checkout });
    bus.emit('search:submitted', { hash, flow });
    bus.emit('tracking:event', {
      name: 'search',
      params: { search_term: destination?.label ?? destinationText, flow },
    });
    navigate({
      kind: flow === 'activity' ? 'activitySearch' : 'search',
      query: { flow, from: SEARCH_BAR_ORIGIN },
      hash,
    });
    return 'searched';
  };

  return {
    flow,
    urlDates,
    destination,
    destinationText,
    changeDestinationText,
    chooseDestination,
    openOffer,
    dates,
    setDates,
    clearDates,
    datesOpen,
    setDatesOpen,
    travellers,
    setTravellers,
    hotelId:
      destination?.kind === 'place' && destination.key === 'hotelId'
        ? destination.id
        : !destinationEdited
          ? initialCriteria.hotelId
          : undefined,
    submit,
  };
}

export type SearchBoxForm = ReturnType<typeof useSearchBoxForm>;
