import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { useRemoteProps } from '../../../context/remote-props';
import { DestinationField } from '../../destination/components/destination-field';
import { PassengerSelector } from '../../passengers/components/passenger-selector';
import { ActivityDateField } from '../../activity/components/activity-date-field';
import type { SearchBoxForm } from '../state/use-search-box-form';
import { DatesField } from './dates-field';
import styles from './search-box.module.css';
import { SearchIcon } from '../../../components/search-icon';

export interface SearchFormProps {
  form: SearchBoxForm;
  /** Inline in the page, or inside the full-screen mobile overlay. */
  layout: 'inline' | 'overlay';
  variant?: 'jumbotron' | 'compact';
  /** The search ran (the overlay closes). */
  onSearched?(): void;
}

/** The fields and the Search button. */
export function SearchForm({ form, layout, variant = 'jumbotron', onSearched }: SearchFormProps) {
  const { t } = useTranslation('search-box');
  const { flags } = useRemoteProps();
  const overlay = layout === 'overlay';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submit() === 'searched') onSearched?.();
  };

  const className = overlay ? `${styles.box} ${styles.overlayForm}` : `${styles.box} ${styles[variant]}`;
  return (
    <Form className={className} onSubmit={submit} role="search" aria-label={t('searchBox.label')}>
      <DestinationField
        className={styles.destination}
        presentation={overlay ? 'fullscreen' : 'popover'}
        text={form.destinationText}
        onTextChange={form.changeDestinationText}
        onChoose={form.chooseDestination}
        onOpenOffer={form.openOffer}
        chosenLabel={form.destination?.label}
        priceCriteria={{ flow: form.flow, dates: form.dates, travellers: form.travellers }}
      />
      {/* A gift has no dates; an activity takes one day, not an arrival and a departure. */}
      {form.flow === 'gifting' ? null : form.flow === 'activity' ? (
        <ActivityDateField
          className={styles.dates}
          value={form.dates}
          onChange={form.setDates}
          onClear={form.clearDates}
        />
      ) : (
        <DatesField
          className={styles.dates}
          presentation={overlay ? 'fullscreen' : 'popover'}
          value={form.dates}
          onChange={form.setDates}
          onClear={form.clearDates}
          urlDates={form.urlDates}
          isOpen={form.datesOpen}
          onOpenChange={form.setDatesOpen}
          hotelId={form.hotelId}
          travellers={form.travellers}
          showShortcuts={flags.calendarShortcuts}
          autoClose={overlay ? 'off' : 'delayed'}
        />
      )}
      <PassengerSelector
        className={styles.travellers}
        presentation={overlay ? 'sheet' : 'popover'}
        flow={form.flow}
        value={form.travellers}
        onChange={form.setTravellers}
      />
      <Button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span>{t('searchBox.submit')}</span>
      </Button>
    </Form>
  );
}
