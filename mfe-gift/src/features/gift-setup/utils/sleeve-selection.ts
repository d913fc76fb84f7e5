import type { Language } from '@escapade/shared-contracts/locales';
import type { SleeveExtrasResponse } from '../api/get-sleeve-extras';

/** The sleeve every physical gift travels in unless the buyer picks a finer one: free, never written down. */
export const DEFAULT_SLEEVE_ID = 'default';
/** The category of the sleeves themselves, the one the default sleeve belongs to. */
export const DEFAULT_SLEEVE_CATEGORY_ID = 2;

export interface SleeveOption {
  id: string;
  name: string;
  imageUrl: string | null;
  /** Cents. */
  price: number;
  recommended: boolean;
}

/** One category of extras as the page offers it: one choice (radios) or several (checkboxes). */
export interface SleeveGroup {
  id: number;
  name: string;
  singleSelection: boolean;
  options: SleeveOption[];
  /** The option chosen when the buyer picked none of the group (the default sleeve), or null. */
  defaultId: string | null;
}

/**
 * The extras grouped by category, in the api's order of categories, recommended extras first.
 * The sleeve category starts with the free default sleeve, named `defaultName`; a category
 * without any extra is left out.
 */
export function sleeveGroups(response: SleeveExtrasResponse, language: Language, defaultName: string): SleeveGroup[] {
  return response.categories.flatMap((category): SleeveGroup[] => {
    const extras = response.availableCustomSubElements.filter((extra) => extra.categoryId === category.id);
    const listedDefault = extras.find((extra) => extra.id === DEFAULT_SLEEVE_ID);
    const listed = extras
      .filter((extra) => extra.id !== DEFAULT_SLEEVE_ID)
      .map((extra) => ({
        id: extra.id,
        name: extra.name,
        imageUrl: extra.imageUrl || null,
        price: Math.max(0, extra.price),
        recommended: extra.recommendedByWed,
      }));
    const ordered = [
      ...listed.filter((option) => option.recommended),
      ...listed.filter((option) => !option.recommended),
    ];
    const withDefault = category.id === DEFAULT_SLEEVE_CATEGORY_ID;
    const options = withDefault
      ? [
          {
            id: DEFAULT_SLEEVE_ID,
            name: defaultName,
            imageUrl: listedDefault?.imageUrl || null,
            price: 0,
            recommended: false,
          },
          ...ordered,
        ]
      : ordered;
    if (options.length === 0) return [];
    return [
      {
        id: category.id,
        name: category.names[language] || category.description,
        singleSelection: category.singleSelection,
        options,
        defaultId: withDefault ? DEFAULT_SLEEVE_ID : null,
      },
    ];
  });
}

/**
 * The extras `wanted` names that can go together, in the page's order: known ids only, the first
 * one of a single-choice category, and never the default sleeve (it is what "none" means).
 */
export function resolveSleeves(groups: readonly SleeveGroup[], wanted: readonly string[]): string[] {
  const wantedIds = new Set(wanted);
  const resolved: string[] = [];
  for (const group of groups) {
    const firstWanted = wanted.find((id) => group.options.some((option) => option.id === id));
    const chosen = group.singleSelection
      ? firstWanted === undefined
        ? []
        : [firstWanted]
      : group.options.map((option) => option.id).filter((id) => wantedIds.has(id));
    resolved.push(...chosen.filter((id) => id !== DEFAULT_SLEEVE_ID));
  }
  return resolved;
}

/** The ids shown as chosen in a group: its default when nothing of it was picked. */
export function selectedInGroup(group: SleeveGroup, resolved: readonly string[]): string[] {
  const chosen = group.options.map((option) => option.id).filter((id) => resolved.includes(id));
  return chosen.length === 0 && group.defaultId !== null ? [group.defaultId] : chosen;
}

/** The selection with one group's choice replaced by `ids`. */
export function withGroupSelection(
  groups: readonly SleeveGroup[],
  resolved: readonly string[],
  groupId: number,
  ids: readonly string[],
): string[] {
  const group = groups.find((candidate) => candidate.id === groupId);
  if (!group) return resolveSleeves(groups, resolved);
  const others = resolved.filter((id) => !group.options.some((option) => option.id === id));
  return resolveSleeves(groups, [...ids, ...others]);
}

/** What the chosen extras add to the gift, in cents. */
export function sleevesPrice(groups: readonly SleeveGroup[], resolved: readonly string[]): number {
  return groups
    .flatMap((group) => group.options)
    .filter((option) => resolved.includes(option.id))
    .reduce((sum, option) => sum + option.price, 0);
}
