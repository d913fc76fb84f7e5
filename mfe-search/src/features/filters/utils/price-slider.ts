/**
 * The price slider of the filters, on top of the shared-contracts helpers:
 * the slider speaks euros, the filter cents; ≤ 9 € means no minimum, 250 € means no maximum ("250 €+").
 */
import type { Flow } from '@escapade/shared-contracts/routes';
import {
  PRICE_SLIDER,
  parseSliderInput,
  priceFilterToSlider,
  sliderToPriceFilter,
} from '@escapade/shared-contracts/search-criteria';
import type { NumberBounds } from './filter-state';

/** Slider ends in euros: 0 (1 for activities) to 250, where 250 reads "250 €+". */
export function priceSliderBounds(flow: Flow): { min: number; max: number } {
  return { min: flow === 'activity' ? PRICE_SLIDER.activityMin : 0, max: PRICE_SLIDER.max };
}

/** The two thumbs for a price filter (cents), kept inside the slider ends. */
export function priceSliderValue(price: NumberBounds, flow: Flow): [number, number] {
  const bounds = priceSliderBounds(flow);
  // The slider's default maximum is its end: no maximum shows as "250 €+".
  const { min, max } = priceFilterToSlider(
    { priceMin: price.min ?? undefined, priceMax: price.max ?? undefined, flow },
    PRICE_SLIDER.max,
  );
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  return [clamp(min), clamp(max)];
}

/** The price filter (cents) for the thumbs; the ends mean no bound. */
export function priceFromSlider([min, max]: readonly [number, number]): NumberBounds {
  const filter = sliderToPriceFilter(min, max);
  return { min: filter.priceMin ?? null, max: filter.priceMax ?? null };
}

/** True when a thumb value is the open end (shown with a "+"). */
export function isOpenMaximum(euros: number): boolean {
  return euros >= PRICE_SLIDER.max;
}

/** A typed amount: the first run of digits, capped at the slider end; null when there is no digit. */
export function priceInputValue(text: string): number | null {
  return parseSliderInput(text, PRICE_SLIDER.max) ?? null;
}
