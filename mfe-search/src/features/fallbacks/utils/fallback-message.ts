/** Where the fallbacks stand, for the message above them. */
export interface FallbackProgress {
  /** False while the searched place (needed to build the fallbacks) is being looked up. */
  placeKnown: boolean;
  outcomes: readonly { status: 'waiting' | 'loading' | 'done' | 'failed'; offers?: readonly unknown[] }[];
}

export type FallbackMessage = 'none' | 'placeholder' | 'suggestions' | 'noExactResults' | 'noResults';

/**
 * What the fallbacks say above them:
 * - exact results only (every fallback empty, or none to run): nothing extra;
 * - exact results plus suggestions: the info "Suggestion of stays…";
 * - no exact result but suggestions: "No exact results found…";
 * - no exact result and every fallback empty: the no-results alert;
 * - while that is not known yet (fallbacks loading or waiting their turn): a placeholder.
 * A suggestion shows its message as soon as one fallback has results.
 */
export function fallbackMessageOf(exactTotalCount: number, progress: FallbackProgress): FallbackMessage {
  const hasSuggestions = progress.outcomes.some(
    (outcome) => outcome.status === 'done' && (outcome.offers?.length ?? 0) > 0,
  );
  if (hasSuggestions) return exactTotalCount > 0 ? 'suggestions' : 'noExactResults';
  const settled =
    progress.placeKnown &&
    progress.outcomes.every((outcome) => outcome.status === 'done' || outcome.status === 'failed');
  if (!settled) return 'placeholder';
  return exactTotalCount > 0 ? 'none' : 'noResults';
}
