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
  useDestinationChoice,
  useDestinationOptions,
  type DestinationOptionSection,
} from '../state/use-destination-options';
import type { ChosenDestination } from '../../../utils/chosen-destination';
import { LocatingMessage, OptionContent } from './destination-option-parts';
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
 * field. Downloaded when the destination button is first pressed.
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
}: DestinationSearchDialogProps) {
  const { t } = useTranslation('search-box');
  const { sections, loading, findOption } = useDestinationOptions({ text, chosenLabel });
  const { choose, locating, resetLocating } = useDestinationChoice({
    onChoose: (destination) => {
      onChoose(destination);
      onTextChange(destination.label);
      onOpenChange(false);
    },
    onOpenOffer: (offerId) => {
      onOpenChange(false);
      onOpenOffer(offerId);
    },
  });

  const openChange = (open: boolean) => {
    onOpenChange(open);
    if (!open) resetLocating();
  };

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={openChange} isDismissable>
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
            <LocatingMessage locating={locating} />
            <ListBox<DestinationOptionSection>
              className={styles.inlineList}
              aria-label={t('searchBox.destination.suggestions')}
              onAction={(key) => {
                const option = findOption(key);
                if (option) choose(option);
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
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
