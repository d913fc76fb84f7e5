import { useState } from 'react';
import { Label } from 'react-aria-components/Label';
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import styles from './range-slider.module.css';

export interface RangeSliderProps {
  label: string;
  minValue: number;
  maxValue: number;
  step: number;
  value: readonly [number, number];
  /** Called when a thumb is released (or moved with the keyboard), not on every pixel of a drag. */
  onCommit(value: [number, number]): void;
  formatValue(value: number): string;
  thumbLabels: readonly [string, string];
  isDisabled?: boolean;
}

/**
 * A two-thumb slider (react-aria) with the chosen range written above it. While a thumb moves it
 * shows where it is; once let go it shows `value` again, which the parent may have corrected (a
 * price minimum let go at 9 € is no minimum and goes back to the start).
 */
export function RangeSlider({
  label,
  minValue,
  maxValue,
  step,
  value,
  onCommit,
  formatValue,
  thumbLabels,
  isDisabled,
}: RangeSliderProps) {
  // The thumbs' positions during a move; null when none moves.
  const [moving, setMoving] = useState<number[] | null>(null);

  return (
    <Slider
      className={styles.slider}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      value={moving ?? [...value]}
      onChange={(next) => setMoving(Array.isArray(next) ? next : [next])}
      onChangeEnd={(next) => {
        const values = Array.isArray(next) ? next : [next];
        setMoving(null);
        onCommit([values[0] ?? minValue, values[1] ?? maxValue]);
      }}
      isDisabled={isDisabled}
    >
      <div className={styles.header}>
        <Label className={styles.label}>{label}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => state.values.map(formatValue).join(' – ')}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div
              className={styles.fill}
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            {state.values.map((_, index) => (
              <SliderThumb key={index} index={index} aria-label={thumbLabels[index]} className={styles.thumb} />
            ))}
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
