/** Start-up scripts' wait for a process they started to answer, polled until a deadline. */

const POLL_INTERVAL_MS = 250;

export interface WaitForAnswerOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Added to the error, e.g. where the process's log is. */
  hint?: string;
}

/** Waits for the first good answer of `url`; throws, naming `what`, when none came in time. */
export async function waitForAnswer(what: string, url: string, options: WaitForAnswerOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { headers: options.headers })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(
    `${what} did not answer ${url} within ${options.timeoutMs / 1000} s${options.hint ? ` (${options.hint})` : ''}`,
  );
}
