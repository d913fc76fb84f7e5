import {
  Suspense,
  createContext,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  DEFERRED_PART_ATTRIBUTE,
  HYDRATED_PART_ATTRIBUTE,
  deferredHydrationOpened,
  isDeferredHydrationOpen,
  openDeferredHydration,
} from '../utils/deferred-hydration-gate';
import styles from './hydrate-when-needed.module.css';

/** How far below the viewport a waiting part starts hydrating: about a phone screen ahead of the scroll. */
export const HYDRATE_AHEAD_MARGIN_PX = 800;

/** Fields whose text a visitor may type: what they typed is kept, not their checked state. */
const TEXT_FIELDS = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]';

const NOTHING_TYPED: ReadonlyMap<string, string> = new Map();

/** What the visitor typed in the part's server-rendered fields before its code took them over, by field name. */
const TypedBeforeHydrationContext = createContext<ReadonlyMap<string, string>>(NOTHING_TYPED);

/**
 * The text typed into the field named `name` of a waiting part before React took it over, for the
 * field's first state: React would otherwise put back the value it rendered on the server.
 */
export function useTypedBeforeHydration(name: string): string | undefined {
  return useContext(TypedBeforeHydrationContext).get(name);
}

function typedValuesIn(part: HTMLElement | null): ReadonlyMap<string, string> {
  if (!part) return NOTHING_TYPED;
  const typed = new Map<string, string>();
  for (const field of part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  }
  return typed;
}

interface PartRefs {
  partRef: RefObject<HTMLDivElement | null>;
  hydratedRef: RefObject<boolean>;
}

/** Says on the part's box that React holds it now, for the held presses' replay (platform/early-press-replay.ts). */
function MarkHydrated({ partRef, hydratedRef }: PartRefs) {
  useLayoutEffect(() => {
    hydratedRef.current = true;
    partRef.current?.setAttribute(HYDRATED_PART_ATTRIBUTE, '');
  }, [partRef, hydratedRef]);
  return null;
}

function AfterGate({ children, refs }: { children: ReactNode; refs: PartRefs }) {
  // Suspending while hydrating leaves the server's markup in place; React hydrates it once the
  // gate's promise settles (and the part's code, when it downloads on its own, has come).
  if (!isDeferredHydrationOpen()) use(deferredHydrationOpened());
  // Read on each try until it hydrates: the last one sees what was typed while the code was on its way.
  const typed = refs.hydratedRef.current ? NOTHING_TYPED : typedValuesIn(refs.partRef.current);
  return (
    <TypedBeforeHydrationContext value={typed}>
      {children}
      <MarkHydrated {...refs} />
    </TypedBeforeHydrationContext>
  );
}

/**
 * Server-rendered content whose hydration waits for the deferred-hydration gate (see
 * utils/deferred-hydration-gate.ts). Below the first screen (`opensOnApproach`, the default) it
 * opens the gate itself when it nears the viewport; on the first screen (the header's menus) it
 * waits for the visitor's first input, and its box takes no room of its own (`display: contents`),
 * so the layout and a sticky parent stay as they are. Render it from a component that does not
 * re-render with the page (memo), so that only a navigation, which opens the gate first, reaches it.
 * Its code may download when the gate opens (React.lazy inside): text typed meanwhile is kept
 * (useTypedBeforeHydration), and a press on one of its buttons is held and replayed once React holds
 * the part (its box then says HYDRATED_PART_ATTRIBUTE).
 */
export function HydrateWhenNeeded({
  children,
  opensOnApproach = true,
}: {
  children: ReactNode;
  opensOnApproach?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hydratedRef = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!opensOnApproach || !element || isDeferredHydrationOpen() || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openDeferredHydration();
      },
      { rootMargin: `0px 0px ${HYDRATE_AHEAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    void deferredHydrationOpened().then(() => observer.disconnect());
    return () => observer.disconnect();
  }, [opensOnApproach]);
  return (
    <div ref={ref} className={opensOnApproach ? styles.part : styles.inPlace} {...{ [DEFERRED_PART_ATTRIBUTE]: '' }}>
      <Suspense>
        <AfterGate refs={{ partRef: ref, hydratedRef }}>{children}</AfterGate>
      </Suspense>
    </div>
  );
}
