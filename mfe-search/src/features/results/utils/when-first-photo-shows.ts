/**
 * Settles once the first result card's photo inside the container has been drawn (loaded, decoded
 * and painted, or failed), or after `maxWaitMs`, whichever comes first. The photo may not exist
 * yet: the results grid draws itself a moment after the answer arrives.
 */
export function whenFirstPhotoShows(container: HTMLElement, maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    // A frame has been drawn with it: the second animation frame after it was decoded.
    const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(settle));
    const follow = (photo: HTMLImageElement) => {
      const shown = () => {
        if (typeof photo.decode === 'function') photo.decode().then(afterNextFrame, settle);
        else afterNextFrame();
      };
      if (photo.complete) shown();
      else {
        photo.addEventListener('load', shown, { once: true });
        photo.addEventListener('error', settle, { once: true });
      }
    };
    const look = () => {
      const photo = container.querySelector<HTMLImageElement>('article img');
      if (!photo) return;
      observer.disconnect();
      follow(photo);
    };
    const observer = new MutationObserver(look);
    const timer = setTimeout(settle, maxWaitMs);
    observer.observe(container, { childList: true, subtree: true });
    look();
  });
}
