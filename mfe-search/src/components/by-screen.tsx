import type { ReactNode } from 'react';
import { DESKTOP, PHONE, useMediaQueryWhereKnown } from '../hooks/use-media-query';
import styles from './by-screen.module.css';

/** The screens a part may differ on: phones (PHONE) and desktops (DESKTOP), each against the rest. */
export type ScreenSplit = 'phone' | 'desktop';

const QUERY_OF_SPLIT: Readonly<Record<ScreenSplit, string>> = { phone: PHONE, desktop: DESKTOP };

export interface ByScreenProps {
  split: ScreenSplit;
  /** What the split's screens show (phones, or desktops). */
  matching: ReactNode;
  /** What the other screens show. */
  other: ReactNode;
}

/**
 * One part drawn for the screen. The browser draws the screen's own; the server, which knows no
 * screen, draws both and lets CSS show the screen's own, so nothing changes height or moves when
 * the browser takes over.
 */
export function ByScreen({ split, matching, other }: ByScreenProps) {
  const matches = useMediaQueryWhereKnown(QUERY_OF_SPLIT[split]);
  if (matches !== null) return matches ? matching : other;
  return (
    <>
      <div className={styles[split]}>{matching}</div>
      <div className={styles[`${split}Other`]}>{other}</div>
    </>
  );
}
