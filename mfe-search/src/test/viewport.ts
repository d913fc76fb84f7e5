/** Makes the design-system media queries answer as on a desktop (≥ 960 px) or a phone (375 px). */
export function setViewport(kind: 'desktop' | 'mobile'): void {
  const width = kind === 'desktop' ? 1280 : 375;
  window.matchMedia = ((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

/** Back to jsdom's default: no matchMedia (the app then lays out as on a phone). */
export function resetViewport(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
