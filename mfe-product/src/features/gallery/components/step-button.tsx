import { Button } from 'react-aria-components/Button';
import styles from './step-button.module.css';

interface StepButtonProps {
  direction: 'previous' | 'next';
  label: string;
  onPress(): void;
  /** Places the button over the photos. */
  className?: string;
  /** The id of the photos the button changes. */
  controls?: string;
  /** At an end of a list that does not go round. */
  isDisabled?: boolean;
}

/** A round arrow button over the photos: to the previous or next one. */
export function StepButton({ direction, label, onPress, className, controls, isDisabled }: StepButtonProps) {
  return (
    <Button
      className={`${styles.step} ${className ?? ''}`}
      aria-label={label}
      aria-controls={controls}
      onPress={onPress}
      isDisabled={isDisabled}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Button>
  );
}
