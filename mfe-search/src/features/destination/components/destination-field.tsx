import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Collection } from 'react-aria-components/Collection';
import { ComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Header, ListBox, ListBoxItem, ListBoxSection, type Key } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import {
  stayOf,
  useDestinationChoice,
  useDestinationOptions,
  type DestinationOption,
  type DestinationOptionSection,
} from '../state/use-destination-options';
import type { RecommendedOfferCriteria } from '../utils/recommended-offer-request';
import { OnDemand } from '../../../components/on-demand';
import type { ChosenDestination } from '../../../utils/chosen-destination';
import { lazyPart } from '../../../utils/lazy-part';
import { CategoryIcon } from './category-icon';
import { LocatingMessage, OptionContent } from './destination-option-parts';
import { RecommendedOfferPreview } from './recommended-offer-card';
import styles from './destination-field.module.css';

/** The phones' full-screen search is downloaded when the destination button is first pressed. */
const DestinationSearchDialog = lazyPart(() =>
  import(/* webpackChunkName: "destination-search" */ './destination-search-dialog').then(
    (module) => module.DestinationSearchDialog,
  ),
);

export interface DestinationFieldProps {
  /** Text in the field. */
  text: string;
  onTextChange(text: string): void;
  onChoose(destination: ChosenDestination): void;
  /** A recommended stay was chosen: its product page opens. */
  onOpenOffer(offerId: string): void;
  /** The chosen destination's label: no suggestions are fetched for it. */
  chosenLabel?: string;
  /** The box's flow, dates and travellers: a recommended stay's card is priced for them. */
  priceCriteria?: RecommendedOfferCriteria;
  /** A combobox with a popover (desktop, tablet) or a button opening a full-screen search (phones). */
  presentation?: 'popover' | 'fullscreen';
  className?: string;
}

/** Destination field: the geonames autocomplete by category, recommended hotels and stays, recent searches and "Around me". */
export function DestinationField({ presentation = 'popover', ...props }: DestinationFieldProps) {
  return presentation === 'fullscreen' ? (
    <FullscreenDestinationField {...props} />
  ) : (
    <PopoverDestinationField {...props} />
  );
}

/** Desktop: the stay the shopper highlights in the list (arrows or pointer) shows its card below it. */
function HighlightedStayCard({
  findOption,
  criteria,
  onOpen,
}: {
  findOption(key: unknown): DestinationOption | undefined;
  criteria?: RecommendedOfferCriteria;
  onOpen(offerId: string): void;
}) {
  const focusedKey = useContext(ComboBoxStateContext)?.selectionManager.focusedKey ?? null;
  const stay = stayOf(focusedKey === null ? undefined : findOption(focusedKey));
  return <RecommendedOfferPreview stay={stay} criteria={criteria} onOpen={onOpen} placement="popover" />;
}

function PopoverDestinationField({
  text,
  onTextChange,
  onChoose,
  onOpenOffer,
  chosenLabel,
  priceCriteria,
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
        {/* Always below the field, as the dates' calendar: flipped above, the list covered the site's
            header and was cut at the top of the screen; below, it takes the room left and scrolls. */}
        <Popover
          className={styles.popover}
          placement="bottom start"
          shouldFlip={false}
          offset={4}
          containerPadding={12}
        >
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
          <HighlightedStayCard findOption={findOption} criteria={priceCriteria} onOpen={onOpenOffer} />
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
  priceCriteria,
  className,
}: Omit<DestinationFieldProps, 'presentation'>) {
  const { t } = useTranslation('search-box');
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} id={labelId}>
        {t('searchBox.destination.label')}
      </span>
      <Button
        className={styles.trigger}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-value`}
        onPress={() => setOpen(true)}
        {...DestinationSearchDialog.openerProps}
      >
        <CategoryIcon icon="poi" className={styles.icon} />
        <span id={`${labelId}-value`} className={text ? styles.triggerValue : styles.triggerPlaceholder}>
          {text || t('searchBox.destination.placeholder')}
        </span>
      </Button>
      <OnDemand name="destination-search" isOpen={isOpen} onFailed={() => setOpen(false)}>
        <DestinationSearchDialog.Component
          isOpen={isOpen}
          onOpenChange={setOpen}
          labelId={labelId}
          text={text}
          onTextChange={onTextChange}
          onChoose={onChoose}
          onOpenOffer={onOpenOffer}
          chosenLabel={chosenLabel}
          priceCriteria={priceCriteria}
        />
      </OnDemand>
    </div>
  );
}
