import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { Button } from 'react-aria-components/Button';
import { Collection } from 'react-aria-components/Collection';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Input } from 'react-aria-components/Input';
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { SearchField } from 'react-aria-components/SearchField';
import {
  stayOf,
  useDestinationChoice,
  useDestinationOptions,
  type DestinationOptionSection,
} from '../state/use-destination-options';
import type { ChosenDestination } from '../../../utils/chosen-destination';
import type { RecommendedOfferCriteria } from '../utils/recommended-offer-request';
import { OptionContent } from './destination-option-parts';
import { GeolocationDialog } from './geolocation-dialog';
import { RecommendedOfferPreview } from './recommended-offer-card';
import styles from './destination-field.module.css';
import { CloseIcon } from '../../../components/close-icon';

export interface DestinationSearchDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The field's label id: the dialog's title is `${labelId}-title`. */
  labelId: string;
  text: string;
  onTextChange(text: string): void;
  onChoose(destination: ChosenDestination): void;
  onOpenOffer(offerId: string): void;
  chosenLabel?: string;
  priceCriteria?: RecommendedOfferCriteria;
}

function OptionSections({ sections }: { sections: DestinationOptionSection[] }) {
  return (
    <Collection items={sections}>
      {(section) => (
        <ListBoxSection id={section.id} className={styles.section}>
          <Header className={styles.sectionHeader}>{section.title}</Header>
          <Collection items={section.options}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                <OptionContent option={option} />
              </ListBoxItem>
            )}
          </Collection>
        </ListBoxSection>
      )}
    </Collection>
  );
}

/**
 * Phones: the destination's full-screen search, with the suggestions listed under the search
 * field. A finger points at nothing before it taps, so the first recommended stay of the list
 * shows its card at the foot of the search. "Around me" opens its own full-screen step, which
 * explains and asks for the position. Downloaded when the destination button is first pressed.
 */
export function DestinationSearchDialog({
  isOpen,
  onOpenChange,
  labelId,
  text,
  onTextChange,
  onChoose,
  onOpenOffer,
  chosenLabel,
  priceCriteria,
}: DestinationSearchDialogProps) {
  const { t } = useTranslation('search-box');
  const [locatingOpen, setLocatingOpen] = useState(false);
  const { sections, loading, findOption } = useDestinationOptions({ text, chosenLabel });
  const chooseAndClose = (destination: ChosenDestination) => {
    onChoose(destination);
    onTextChange(destination.label);
    onOpenChange(false);
  };
  const openOffer = (offerId: string) => {
    onOpenChange(false);
    onOpenOffer(offerId);
  };
  const { choose } = useDestinationChoice({ onChoose: chooseAndClose, onOpenOffer: openOffer });
  const firstStay = useMemo(
    () =>
      sections
        .flatMap((section) => section.options)
        .map(stayOf)
        .find((stay) => stay !== null) ?? null,
    [sections],
  );

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.fullscreen}>
        <Dialog className={styles.dialog} aria-labelledby={`${labelId}-title`}>
          <header className={styles.dialogHeader}>
            <Heading slot="title" id={`${labelId}-title`} className={styles.dialogTitle}>
              {t('searchBox.destination.label')}
            </Heading>
            <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
              <CloseIcon />
            </Button>
          </header>
          <Autocomplete inputValue={text} onInputChange={onTextChange}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor opened this full-screen search to type in it */}
            <SearchField className={styles.searchField} aria-label={t('searchBox.destination.label')} autoFocus>
              <Input className={styles.input} placeholder={t('searchBox.destination.placeholder')} />
            </SearchField>
            <ListBox<DestinationOptionSection>
              className={styles.inlineList}
              aria-label={t('searchBox.destination.suggestions')}
              onAction={(key) => {
                const option = findOption(key);
                if (option?.kind === 'around') setLocatingOpen(true);
                else if (option) choose(option);
              }}
              renderEmptyState={() =>
                text.trim() ? (
                  <p className={styles.empty}>
                    {loading ? t('searchBox.destination.loading') : t('searchBox.destination.noResults')}
                  </p>
                ) : null
              }
            >
              <OptionSections sections={sections} />
            </ListBox>
          </Autocomplete>
          <RecommendedOfferPreview stay={firstStay} criteria={priceCriteria} onOpen={openOffer} placement="sheet" />
          <GeolocationDialog isOpen={locatingOpen} onOpenChange={setLocatingOpen} onLocated={chooseAndClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
