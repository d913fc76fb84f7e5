import { atom, useAtom } from 'jotai';

/** The sections whose every idea is shown (See more pressed), by section id; kept for the mount. */
const expandedSectionsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Whether a section shows all its ideas, and the toggle of its See more button. */
export function useSectionExpanded(sectionId: string): [expanded: boolean, toggle: () => void] {
  const [expanded, setExpanded] = useAtom(expandedSectionsAtom);
  const toggle = () =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(sectionId)) next.delete(sectionId);
      else next.add(sectionId);
      return next;
    });
  return [expanded.has(sectionId), toggle];
}
