import { useRef, useState, type RefObject, type UIEvent } from 'react';
import { stepSlide } from '../utils/slide-navigation';

export interface SnapCarousel {
  /** On the scrolling list. */
  listEvents: {
    onScroll(event: UIEvent<HTMLElement>): void;
    onPointerDown(): void;
    onWheel(): void;
  };
  /** The slide in view, from 0. */
  index: number;
  /** Scrolls by one slide (-1 or +1), going round at the ends. */
  step(direction: number): void;
}

/**
 * A carousel that is a list scrolling sideways with CSS scroll snapping, each slide as wide as the
 * list: a finger swipes it natively, buttons scroll it by a slide, and the slide in view follows
 * the scroll position. Nothing is measured during render, so the server's markup is the same for
 * every screen.
 */
export function useSnapCarousel(listRef: RefObject<HTMLElement | null>, count: number): SnapCarousel {
  const [index, setIndex] = useState(0);
  // Where a button is scrolling to: the slides its smooth scroll passes by do not move the position.
  const scrollTarget = useRef<number | null>(null);

  return {
    index,
    listEvents: {
      onScroll: (event) => {
        const list = event.currentTarget;
        if (list.clientWidth <= 0) return;
        const shown = Math.min(count - 1, Math.max(0, Math.round(list.scrollLeft / list.clientWidth)));
        if (scrollTarget.current !== null && shown !== scrollTarget.current) return;
        scrollTarget.current = null;
        setIndex(shown);
      },
      // A finger or a trackpad takes over from a button's scroll.
      onPointerDown: () => {
        scrollTarget.current = null;
      },
      onWheel: () => {
        scrollTarget.current = null;
      },
    },
    step: (direction) => {
      const next = stepSlide(index, direction, count);
      setIndex(next);
      const list = listRef.current;
      if (!list) return;
      scrollTarget.current = next;
      // The list's CSS makes this scroll smooth, or instant for those who asked for reduced motion.
      list.scrollLeft = next * list.clientWidth;
    },
  };
}
