import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'react-aria-components';
import type { Flow } from '@escapade/shared-contracts/routes';
import { parseSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../remote-props';
import { getPlace } from '../api/get-place';
import type { DestinationSuggestion } from '../api/get-destination-suggestions';
import { destinationFromCriteria, destinationFromSuggestion, placeCategoryOf, type ChosenDestination } from '../utils/destination';
import { criteriaFromSearchBox, datesOf, SEARCH_BAR_ORIGIN, type StayDates, type Travellers } from '../utils/search-box-values';
import { DestinationField } from './destination-field';
import { DatesField } from './dates-field';
import { TravellersField } from './travellers-field';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  flow: Flow;
  /** Criteria to prefill, as a location hash without '#'; the current route's hash when absent. */
  initialHash?: string;
  variant?: 'jumbotron' | 'compact';
}

/** Destination, dates and travellers; Search sends the visitor to the results for them. */
export function SearchBox({ flow, initialHash, variant = 'jumbotron' }: SearchBoxProps) {
  const { t } = useTranslation();
  const { apiBase, locale, flags, route, navigate, bus } = useRemoteProps();
  const prefillHash = initialHash ?? route.hash;
  const initialCriteria = useMemo(() => parseSearchCriteria({ hash: prefillHash, search: `flow=${flow}` }), [prefillHash, flow]);

  const [destination, setDestination] = useState<ChosenDestination | null>(() => destinationFromCriteria(initialCriteria));
  const [destinationText, setDestinationText] = useState('');
  const [destinationEdited, setDestinationEdited] = useState(false);
  const [dates, setDates] = useState<StayDates | null>(() => datesOf(initialCriteria));
  const [datesCleared, setDatesCleared] = useState(false);
  const [datesOpen, setDatesOpen] = useState(false);
  const [travellers, setTravellers] = useState<Travellers>(() => ({
    adults: initialCriteria.adults,
    children: initialCriteria.children,
    babies: initialCriteria.babies,
  }));

  // The hash only names the place (city=12): ask the api for its label to show in the field.
  const prefilledKey = destinationFromCriteria(initialCriteria)?.key;
  const prefilledId = destinationFromCriteria(initialCriteria)?.id;
  useEffect(() => {
    const category = prefilledKey ? placeCategoryOf(prefilledKey) : undefined;
    if (!prefilledKey || !prefilledId || !category) return;
    const controller = new AbortController();
    getPlace({ apiBase, locale, category, id: prefilledId, signal: controller.signal })
      .then((place) => {
        setDestination((current) => (current && current.key === prefilledKey && current.id === prefilledId ? { ...current, label: place.label } : current));
        setDestinationText((current) => (current === '' ? place.label : current));
      })
      .catch((error: unknown) => {
        // The field simply stays empty; the search itself still uses the place from the hash.
        if (!controller.signal.aborted) console.warn('[mfe-search] place label unavailable', error);
      });
    return () => controller.abort();
  }, [apiBase, locale, prefilledKey, prefilledId]);

  const changeDestinationText = (text: string) => {
    setDestinationText(text);
    // Functional update: selecting an option reports its label after the selection itself.
    setDestination((current) => (current && current.label === text ? current : null));
    setDestinationEdited(true);
  };

  const chooseSuggestion = (suggestion: DestinationSuggestion) => {
    setDestination(destinationFromSuggestion(suggestion));
    setDestinationText(suggestion.label);
    setDestinationEdited(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §4 "Search action": in the booking flow a dates variation opens the calendar first.
    const datesMissing = !dates && flow === 'booking';
    if (datesMissing && (flags.datesVariation === 'forced' || (flags.datesVariation === 'suggested' && !datesCleared))) {
      setDatesOpen(true);
      return;
    }
    const criteria = criteriaFromSearchBox(initialCriteria, { destination, destinationEdited, dates, travellers });
    const { hash } = serializeSearchCriteria(criteria);
    bus.emit('search:submitted', { hash, flow });
    bus.emit('tracking:event', { name: 'search', params: { search_term: destination?.label ?? destinationText, flow } });
    navigate({ kind: flow === 'activity' ? 'activitySearch' : 'search', query: { flow, from: SEARCH_BAR_ORIGIN }, hash });
  };

  return (
    <Form className={`${styles.box} ${styles[variant]}`} onSubmit={submit} role="search" aria-label={t('searchBox.label')}>
      <DestinationField
        className={styles.destination}
        text={destinationText}
        onTextChange={changeDestinationText}
        onChoose={chooseSuggestion}
        chosenLabel={destination?.label}
      />
      {flow === 'gifting' ? null : (
        <DatesField
          className={styles.dates}
          value={dates}
          onChange={setDates}
          onClear={() => setDatesCleared(true)}
          isOpen={datesOpen}
          onOpenChange={setDatesOpen}
        />
      )}
      <TravellersField
        className={styles.travellers}
        value={travellers}
        participantsOnly={flow === 'activity'}
        onChange={(change) => setTravellers((current) => ({ ...current, ...change }))}
      />
      <Button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M10.5 3a7.5 7.5 0 105.3 12.8L21 21M15.8 15.8A7.5 7.5 0 0010.5 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('searchBox.submit')}</span>
      </Button>
    </Form>
  );
}
