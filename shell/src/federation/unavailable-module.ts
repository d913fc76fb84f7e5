/**
 * What the federation runtime plugin returns (errorLoadRemote, lifecycle 'onLoad') instead of a
 * module that could not be loaded. A marker field says so, and it is recognised by its shape
 * whichever copy of this file created it; loaders turn it into an error and the outlet shows the
 * unavailable panel.
 */
import * as z from 'zod/mini';

const UNAVAILABLE_MARKER = 'escapade.remote-unavailable';

const unavailableModuleSchema = z.object({
  [UNAVAILABLE_MARKER]: z.literal(true),
  id: z.string(),
  error: z.unknown(),
});

export type UnavailableModule = z.infer<typeof unavailableModuleSchema>;

export function createUnavailableModule(id: string, error: unknown): UnavailableModule {
  return { [UNAVAILABLE_MARKER]: true, id, error };
}

/** The marker the plugin returned, or null for anything else (a real module). */
export function asUnavailableModule(value: unknown): UnavailableModule | null {
  const result = unavailableModuleSchema.safeParse(value);
  return result.success ? result.data : null;
}
