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

/** A two-thumb slider (react-aria) with the chosen range written above it. */
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
  const [moving, setMoving] = useState<number[]>([...value]);
  const [first, second] = value;
  // A value set from outside (input boxes, reset, the URL) moves the thumbs.
  const [outside, setOutside] = useState([first, second]);
  if (outside[0] !== first || outside[1] !== second) {
    setOutside([first, second]);
    setMoving([first, second]);
  }

  return (
    <Slider
      className={styles.slider}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      value={moving}
      onChange={(next) => setMoving(Array.isArray(next) ? next : [next])}
      onChangeEnd={(next) => {
        const values = Array.isArray(next) ? next : [next];
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
