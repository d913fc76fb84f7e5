/**
 * The price slider of the filters, on top of the shared-contracts helpers: the slider and its two
 * fields speak whole euros, the filter cents; ≤ 9 € means no minimum, 250 € no maximum ("250 €+").
 * Everything shown (range, fields, thumbs) is read back from the filter, so it is what is searched.
 */
import type { Flow } from '@escapade/shared-contracts/routes';
import {
  PRICE_SLIDER,
  effectivePriceFilter,
  parseSliderInput,
  priceFilterToSlider,
  sliderToPriceFilter,
} from '@escapade/shared-contracts/search-criteria';
import { PRICE_SLIDER_RANGES } from './filter-constants';
import { priceBoundsOf, priceFilterOf, type NumberBounds } from './filter-state';

/** Which of the two amounts: the minimum (left thumb) or the maximum (right thumb). */
export type PriceBound = 'min' | 'max';

/** Slider ends in euros for the flow (see PRICE_SLIDER_RANGES). */
export function priceSliderBounds(flow: Flow): { min: number; max: number } {
  return { ...PRICE_SLIDER_RANGES[flow] };
}

/** The bounds (cents) that filter something; a bound of 9 € or less, or 250 € or more, is none. */
export function effectivePrice(price: NumberBounds): NumberBounds {
  return priceBoundsOf(effectivePriceFilter(priceFilterOf(price)));
}

/** The two thumbs for a price filter (cents), kept inside the flow's slider. */
export function priceSliderValue(price: NumberBounds, flow: Flow): [number, number] {
  const bounds = priceSliderBounds(flow);
  // No maximum reads as the default maximum (1000 € when none is given), which stands at the end.
  const { min, max } = priceFilterToSlider({ ...priceFilterOf(price), flow });
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  const low = clamp(min);
  return [low, Math.max(low, clamp(max))];
}

/** The price filter (cents) for the thumbs; the ends mean no bound. */
export function priceFromSlider([min, max]: readonly [number, number]): NumberBounds {
  return priceBoundsOf(sliderToPriceFilter(min, max));
}

/** True when a thumb value is the open end (shown with a "+"). */
export function isOpenMaximum(euros: number): boolean {
  return euros >= PRICE_SLIDER.max;
}

/** A typed amount: the first run of digits, capped at the slider end; null when there is no digit. */
export function priceInputValue(text: string): number | null {
  return parseSliderInput(text, PRICE_SLIDER.max) ?? null;
}

/**
 * The price filter once an amount is typed in one field: that bound moves, within the flow's
 * slider and not past the other bound; null (nothing changes) when the text holds no digit.
 */
export function priceWithTypedAmount(
  price: NumberBounds,
  flow: Flow,
  bound: PriceBound,
  text: string,
): NumberBounds | null {
  const amount = priceInputValue(text);
  if (amount === null) return null;
  const bounds = priceSliderBounds(flow);
  const [low, high] = priceSliderValue(price, flow);
  const typed = Math.min(bounds.max, Math.max(bounds.min, amount));
  return priceFromSlider(bound === 'min' ? [Math.min(typed, high), high] : [low, Math.max(typed, low)]);
}
