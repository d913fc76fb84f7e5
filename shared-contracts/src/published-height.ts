/**
 * Publishes an element's drawn height as a custom property of the document root, kept up to date
 * as it changes (a language's longer words, a zoom), and returns what removes it: what must stay
 * clear of a bar fixed or stuck to the top of the screen reads the bar's real height instead of a
 * guess. Each remote calls it from its own layout effect (React stays each remote's own).
 */
export function publishHeight(element: HTMLElement, property: string): () => void {
  const root = element.ownerDocument.documentElement;
  // Rounded up: a bar 94.4 px high published as 94 px would leave what sits below it under its edge.
  const publish = () => root.style.setProperty(property, `${Math.ceil(element.getBoundingClientRect().height)}px`);
  publish();
  if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(property);
  const observer = new ResizeObserver(publish);
  observer.observe(element);
  return () => {
    observer.disconnect();
    root.style.removeProperty(property);
  };
}
