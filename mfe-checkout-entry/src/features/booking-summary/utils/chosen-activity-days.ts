import type { OfferDetail } from '../../offer/state/use-offer-detail';

export interface ChosenActivityDay {
  activityId: number;
  title: string;
  /** yyyy-MM-dd */
  date: string;
}

/**
 * The day picked for each activity, named with the offer's titles. A selection naming an activity
 * the offer does not have is left out of the summary (the api judges it with the price).
 */
export function chosenActivityDays(selections: readonly string[], detail: OfferDetail): ChosenActivityDay[] {
  const titles = new Map<number, string>();
  for (const line of detail.programLines ?? []) {
    if (typeof line.activityId === 'number') titles.set(line.activityId, line.title);
  }
  for (const activity of detail.activityDates ?? []) titles.set(activity.activityId, activity.title);
  return selections.flatMap((selection) => {
    const [id, date] = selection.split('_');
    const activityId = Number(id);
    const title = titles.get(activityId);
    return title && date ? [{ activityId, title, date }] : [];
  });
}
