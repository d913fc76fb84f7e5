import { Suspense, memo, use, useContext, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import {
  APPROACH_BOX_ATTRIBUTE,
  openOnApproach,
  sameSection,
  sectionGate,
  shopperActsIn,
  type HydrationGate,
} from '@escapade/shared-contracts/hydrate-on-approach';
import { RemotePropsContext } from '../context/remote-props';
import styles from './hydrate-on-approach.module.css';

/** Suspends while the gate is closed: React keeps the server's markup of the section meanwhile. */
function Gated({ gate, children }: { gate: HydrationGate; children: ReactElement }) {
  use(gate.opened);
  return children;
}

/**
 * A section below the first screen that keeps the server's markup until the shopper nears it or
 * acts inside it (shared-contracts' hydrate-on-approach). New props, or new remote props, hydrate it
 * first: React cannot apply an update to markup it has not hydrated and would throw it away.
 */
function HydrateOnApproachSection({ children }: { children: ReactElement<object> }) {
  const remoteProps = useContext(RemotePropsContext);
  const [gate] = useState(sectionGate);
  const box = useRef<HTMLDivElement>(null);
  const boxId = useId();
  const [renderedWith] = useState(() => ({ remoteProps, sectionProps: children.props }));
  // Opening in render is safe: a render React throws away leaves the gate open (a little early).
  if (renderedWith.remoteProps !== remoteProps || renderedWith.sectionProps !== children.props) gate.open();
  // A press inside it that makes React hydrate the page right now hydrates the section with it.
  if (!gate.isOpen && shopperActsIn(boxId)) gate.open();
  useEffect(() => (box.current ? openOnApproach(gate, box.current) : undefined), [gate]);
  return (
    <div className={styles.box} ref={box} {...{ [APPROACH_BOX_ATTRIBUTE]: boxId }}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

export const HydrateOnApproach = memo(HydrateOnApproachSection, sameSection);
