import { NotFoundContent } from '../features/not-found/components/not-found-content';

/** The body the shell mounts for an address no route matches. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
