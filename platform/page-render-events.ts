/**
 * A page's render as the edge receives it, whether it ran in a render worker or in the edge's own
 * thread: first what the head needs (status, language, head tags, the state the browser takes
 * over from), then the markup of the root element as it is rendered, then the end with what the
 * render had to say. The edge sends the head of the page on the first event and streams the rest.
 */
import type { RemoteName } from '@escapade/shared-contracts/routes';
import type { ShellServerState } from '../shell/src/server';
import type { ServerPage, ServerRedirect } from './server-render';

/** Everything of a rendered page but its markup. */
export interface RenderedHead {
  lang: string;
  head: string;
  status: 200 | 404;
  state: ShellServerState;
  /** The remote whose markup the page holds (null: left to the browser). */
  renderedRemote: RemoteName | null;
  /** The route's whole content is in the page (the browser hydrates it rather than drawing it). */
  contentRendered: boolean;
}

/** An error as it crosses to the edge's thread: what a log line needs, no stack. */
export interface RenderError {
  name: string;
  message: string;
  code?: string;
}

export interface RenderLogLine {
  message: string;
  error?: RenderError;
}

/**
 * How a render ended: `page` after its head and markup; a redirect; null when the browser is to
 * render the page; `stopped` past its budget; `busy` when too many pages waited for a worker;
 * `failed` when the render itself broke (its worker died).
 */
export type RenderEnd = 'page' | ServerRedirect | null | 'stopped' | 'busy' | 'failed';

export type RenderEvent =
  | { kind: 'page'; page: RenderedHead }
  | { kind: 'markup'; html: string }
  | { kind: 'end'; outcome: RenderEnd; logs: RenderLogLine[] };

export function renderErrorOf(error: unknown): RenderError | undefined {
  if (error === undefined) return undefined;
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  // A network failure says what failed in its cause ("fetch failed" alone says nothing).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const code = [error, error.cause]
    .map((part) => (part as { code?: unknown } | undefined)?.code)
    .find((value): value is string => typeof value === 'string');
  return { name: error.name, message: `${error.message}${cause}`, ...(code ? { code } : {}) };
}

/** A line of a render's log, its error reduced to what crosses threads. */
export function renderLogLine(message: string, error?: unknown): RenderLogLine {
  const reported = renderErrorOf(error);
  return reported ? { message, error: reported } : { message };
}

/** The events of one render, given the render and the log it writes to. */
export async function* renderEvents(
  render: (log: (message: string, error?: unknown) => void) => Promise<ServerPage | ServerRedirect | null>,
): AsyncGenerator<RenderEvent> {
  const logs: RenderLogLine[] = [];
  const log = (message: string, error?: unknown) => logs.push(renderLogLine(message, error));
  const answer = await render(log);
  if (!answer || 'redirect' in answer) {
    yield { kind: 'end', outcome: answer, logs };
    return;
  }
  const { page, renderedRemote, contentRendered } = answer;
  yield {
    kind: 'page',
    page: { lang: page.lang, head: page.head, status: page.status, state: page.state, renderedRemote, contentRendered },
  };
  try {
    for await (const html of page.body) if (html) yield { kind: 'markup', html };
  } catch (error) {
    log('the page markup stopped before its end', error);
  }
  yield { kind: 'end', outcome: 'page', logs };
}
