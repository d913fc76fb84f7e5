import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Collection, ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover, type Key } from 'react-aria-components';
import { useRemoteProps } from '../../../remote-props';
import { getDestinationSuggestions, type DestinationSuggestion, type SuggestionCategory } from '../api/get-destination-suggestions';
import { CategoryIcon } from './category-icon';
import styles from './destination-field.module.css';

/** Autocomplete waits for a pause in typing and for enough letters to mean something. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
export const SUGGESTIONS_MIN_CHARS = 2;

interface SuggestionOption {
  id: string;
  suggestion: DestinationSuggestion;
}

interface SuggestionGroup {
  id: SuggestionCategory;
  options: SuggestionOption[];
}

/** Groups suggestions by category, keeping the api's order (cities first). */
function groupByCategory(suggestions: DestinationSuggestion[]): SuggestionGroup[] {
  const groups = new Map<SuggestionCategory, SuggestionGroup>();
  for (const suggestion of suggestions) {
    let group = groups.get(suggestion.category);
    if (!group) groups.set(suggestion.category, (group = { id: suggestion.category, options: [] }));
    group.options.push({ id: `${suggestion.category}-${suggestion.id}`, suggestion });
  }
  return [...groups.values()];
}

export interface DestinationFieldProps {
  /** Text in the field. */
  text: string;
  onTextChange(text: string): void;
  onChoose(suggestion: DestinationSuggestion): void;
  /** The chosen destination's label: no suggestions are fetched for it. */
  chosenLabel?: string;
  className?: string;
}

/** Destination combobox fed by the geonames autocomplete, grouped by category. */
export function DestinationField({ text, onTextChange, onChoose, chosenLabel, className }: DestinationFieldProps) {
  const { t } = useTranslation();
  const { apiBase, locale } = useRemoteProps();
  const [suggestions, setSuggestions] = useState<DestinationSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const term = text.trim();
  const wantsSuggestions = term.length >= SUGGESTIONS_MIN_CHARS && text !== chosenLabel;

  useEffect(() => {
    if (!wantsSuggestions) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      getDestinationSuggestions({ apiBase, locale, term, signal: controller.signal })
        .then((found) => {
          setSuggestions(found);
          setLoading(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec §8: an autocomplete failure is only logged; the field keeps working as plain text.
          console.warn('[mfe-search] destination autocomplete failed', error);
          setSuggestions([]);
          setLoading(false);
        });
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, locale, term, wantsSuggestions]);

  const groups = useMemo(() => groupByCategory(suggestions), [suggestions]);

  const choose = (key: Key | null) => {
    if (key === null) return;
    for (const group of groups) {
      const option = group.options.find((candidate) => candidate.id === key);
      if (option) return onChoose(option.suggestion);
    }
  };

  return (
    <ComboBox
      className={[styles.field, className].filter(Boolean).join(' ')}
      items={groups}
      inputValue={text}
      onInputChange={onTextChange}
      onSelectionChange={choose}
      // Opens while the first answer loads, so the list shows "Searching…" rather than nothing.
      allowsEmptyCollection={wantsSuggestions}
      allowsCustomValue
      menuTrigger="input"
    >
      <Label className={styles.label}>{t('searchBox.destination.label')}</Label>
      <Input className={styles.input} placeholder={t('searchBox.destination.placeholder')} />
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox<SuggestionGroup>
          className={styles.list}
          renderEmptyState={() => <p className={styles.empty}>{loading ? t('searchBox.destination.loading') : t('searchBox.destination.noResults')}</p>}
        >
          {(group) => (
            <ListBoxSection id={group.id} className={styles.section}>
              <Header className={styles.sectionHeader}>{t(`searchBox.destination.categories.${group.id}`)}</Header>
              <Collection items={group.options}>
                {(option) => (
                  <ListBoxItem id={option.id} textValue={option.suggestion.label} className={styles.option}>
                    <CategoryIcon category={option.suggestion.category} className={styles.icon} />
                    <span className={styles.optionLabel}>{option.suggestion.label}</span>
                    {option.suggestion.postalcode ? <span className={styles.postalCode}>{option.suggestion.postalcode}</span> : null}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
