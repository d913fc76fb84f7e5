import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Autocomplete,
  Button,
  Collection,
  ComboBox,
  Dialog,
  Header,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  Popover,
  SearchField,
  type Key,
} from 'react-aria-components';
import { useRemoteProps } from '../../../context/remote-props';
import {
  useDestinationChoice,
  useDestinationOptions,
  type DestinationOption,
  type DestinationOptionSection,
  type LocatingState,
} from '../state/use-destination-options';
import type { ChosenDestination } from '../../../utils/chosen-destination';
import { CategoryIcon, iconOfCategory, type DestinationIconName } from './category-icon';
import styles from './destination-field.module.css';

export interface DestinationFieldProps {
  /** Text in the field. */
  text: string;
  onTextChange(text: string): void;
  onChoose(destination: ChosenDestination): void;
  /** A recommended stay was chosen: its product page opens. */
  onOpenOffer(offerId: string): void;
  /** The chosen destination's label: no suggestions are fetched for it. */
  chosenLabel?: string;
  /** A combobox with a popover (desktop, tablet) or a button opening a full-screen search (phones). */
  presentation?: 'popover' | 'fullscreen';
  className?: string;
}

function iconOf(option: DestinationOption): DestinationIconName {
  switch (option.kind) {
    case 'around':
      return 'around';
    case 'recent':
      return 'recent';
    case 'place':
      return iconOfCategory(option.suggestion.category);
    case 'recommended':
      return option.suggestion.type === 'hotel' ? 'hotel' : 'offer';
  }
}

function OptionContent({ option }: { option: DestinationOption }) {
  const { apiBase } = useRemoteProps();
  const detail =
    option.kind === 'place'
      ? option.suggestion.postalcode
      : option.kind === 'recommended'
        ? option.suggestion.context
        : undefined;
  return (
    <>
      {option.kind === 'recommended' ? (
        <img
          className={styles.thumbnail}
          src={`${apiBase}${option.suggestion.imageUrl}`}
          alt=""
          width={40}
          height={30}
          loading="lazy"
        />
      ) : (
        <CategoryIcon icon={iconOf(option)} className={styles.icon} />
      )}
      <span className={styles.optionLabel}>{option.label}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </>
  );
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

function LocatingMessage({ locating }: { locating: LocatingState }) {
  const { t } = useTranslation('search-box');
  const text =
    locating.status === 'locating'
      ? t('searchBox.destination.locating')
      : locating.status === 'failed'
        ? t(
            locating.reason === 'denied'
              ? 'searchBox.destination.locationDenied'
              : 'searchBox.destination.locationUnavailable',
          )
        : '';
  return (
    <p
      role="status"
      className={locating.status === 'failed' ? styles.locationError : text ? styles.locating : styles.idleStatus}
    >
      {text}
    </p>
  );
}

/** Destination field: the geonames autocomplete by category, recommended hotels and stays, recent searches and "Around me". */
export function DestinationField({ presentation = 'popover', ...props }: DestinationFieldProps) {
  return presentation === 'fullscreen' ? (
    <FullscreenDestinationField {...props} />
  ) : (
    <PopoverDestinationField {...props} />
  );
}

function PopoverDestinationField({
  text,
  onTextChange,
  onChoose,
  onOpenOffer,
  chosenLabel,
  className,
}: Omit<DestinationFieldProps, 'presentation'>) {
  const { t } = useTranslation('search-box');
  const { sections, loading, wantsSuggestions, findOption } = useDestinationOptions({ text, chosenLabel });
  const { choose, locating } = useDestinationChoice({ onChoose, onOpenOffer });

  const select = (key: Key | null) => {
    const option = key === null ? undefined : findOption(key);
    if (option) choose(option);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <ComboBox
        className={styles.combobox}
        items={sections}
        inputValue={text}
        onInputChange={onTextChange}
        onSelectionChange={select}
        // Opens while the first answer loads, so the list shows "Searching…" rather than nothing.
        allowsEmptyCollection={wantsSuggestions}
        allowsCustomValue
        // An empty field shows "Around me" and the recent searches as soon as it is focused.
        menuTrigger="focus"
      >
        <Label className={styles.label}>{t('searchBox.destination.label')}</Label>
        <Input className={styles.input} placeholder={t('searchBox.destination.placeholder')} />
        <Popover className={styles.popover} placement="bottom start" offset={4}>
          <ListBox<DestinationOptionSection>
            className={styles.list}
            renderEmptyState={() => (
              <p className={styles.empty}>
                {loading ? t('searchBox.destination.loading') : t('searchBox.destination.noResults')}
              </p>
            )}
          >
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
          </ListBox>
        </Popover>
      </ComboBox>
      <LocatingMessage locating={locating} />
    </div>
  );
}

function FullscreenDestinationField({
  text,
  onTextChange,
  onChoose,
  onOpenOffer,
  chosenLabel,
  className,
}: Omit<DestinationFieldProps, 'presentation'>) {
  const { t } = useTranslation('search-box');
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  const { sections, loading, findOption } = useDestinationOptions({ text, chosenLabel });
  const { choose, locating, resetLocating } = useDestinationChoice({
    onChoose: (destination) => {
      onChoose(destination);
      onTextChange(destination.label);
      setOpen(false);
    },
    onOpenOffer: (offerId) => {
      setOpen(false);
      onOpenOffer(offerId);
    },
  });

  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) resetLocating();
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} id={labelId}>
        {t('searchBox.destination.label')}
      </span>
      <Button
        className={styles.trigger}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-value`}
        onPress={() => openChange(true)}
      >
        <CategoryIcon icon="poi" className={styles.icon} />
        <span id={`${labelId}-value`} className={text ? styles.triggerValue : styles.triggerPlaceholder}>
          {text || t('searchBox.destination.placeholder')}
        </span>
      </Button>
      <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={openChange} isDismissable>
        <Modal className={styles.fullscreen}>
          <Dialog className={styles.dialog} aria-labelledby={`${labelId}-title`}>
            <header className={styles.dialogHeader}>
              <Heading slot="title" id={`${labelId}-title`} className={styles.dialogTitle}>
                {t('searchBox.destination.label')}
              </Heading>
              <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
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
    </div>
  );
}
