import type { TrackingEvent } from '@escapade/shared-contracts/tracking';

/** The list the destination field's suggestions are chosen from, as analytics names it. */
export const DESTINATION_SUGGESTIONS_LIST = 'destination_suggestions';

/**
 * The selection event of a destination suggestion chosen in the search box: which list it came
 * from, its category (city, region, hotel…), its id and its label. A destination is not a product:
 * it goes in the event's parameters, with no item.
 */
export function destinationChosenEvent(chosen: {
  category: string;
  id: string | number;
  label: string;
}): TrackingEvent {
  return {
    name: 'select_item',
    params: {
      item_list_name: DESTINATION_SUGGESTIONS_LIST,
      destination_category: chosen.category,
      destination_id: String(chosen.id),
      destination_label: chosen.label,
    },
  };
}
