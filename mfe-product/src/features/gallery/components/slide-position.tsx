import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';

interface SlidePositionProps {
  /** From 1. */
  position: number;
  count: number;
  className?: string;
}

/**
 * "2 / 5" on screen; screen readers hear "Photo 2 of 5" each time the photo changes, since the
 * buttons that change it keep the focus.
 */
export function SlidePosition({ position, count, className }: SlidePositionProps) {
  const { t } = useTranslation('gallery');
  return (
    <p className={className} aria-live="polite" aria-atomic="true">
      <span aria-hidden="true">{t('position', { position, count })}</span>
      <VisuallyHidden elementType="span">{t('photoOf', { position, count })}</VisuallyHidden>
    </p>
  );
}
