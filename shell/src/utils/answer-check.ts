/**
 * Checking api answers where they enter the shell (zod/mini schemas). The frame renders what a CMS
 * sends, and a CMS can send anything: an item that does not have its agreed shape (a banner, a
 * promo bar, a link) is left out, and what was left out is reported once per answer through the
 * shell's error reporter. The rest of the answer is used; the frame never breaks on it.
 *
 * The shell's schemas are declared inside `z.lazy`: each is built on its first parse, not when its
 * module loads. Most answers of the first page come already checked in the server's query cache, and
 * building every schema at start-up was a quarter of the shell's module evaluation on a phone.
 */
import type { ZodMiniType } from 'zod/mini';
import './zod-config';

export class MalformedAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedAnswerError';
  }
}

export type ReportMalformedAnswer = (error: MalformedAnswerError) => void;

interface IssueLike {
  path: readonly PropertyKey[];
  code: string;
  expected?: unknown;
}

function describeIssue(issue: IssueLike | undefined): string {
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  const expected = issue.expected === undefined ? '' : ` (expected ${String(issue.expected)})`;
  return `${path ? `${path}: ` : ''}${issue.code}${expected}`;
}

/** The problems found in one answer, said together by `report`. */
export class AnswerCheck {
  private readonly problems: string[] = [];

  /** `answer` names the call in the report, e.g. 'GET /api/cms/promoBars'. */
  constructor(private readonly answer: string) {}

  /** The value when it has the schema's shape; otherwise undefined, and the problem is noted under `where`. */
  valid<T>(value: unknown, schema: ZodMiniType<T>, where: string): T | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    this.problems.push(`${where} ${describeIssue(result.error.issues[0])}`);
    return undefined;
  }

  /**
   * The items of a list that have the schema's shape, the others noted. No list at all is an empty
   * one: noted when something else stands in its place, silently when the field is absent.
   */
  validItems<T>(list: unknown, schema: ZodMiniType<T>, where: string): T[] {
    if (list === undefined) return [];
    if (!Array.isArray(list)) {
      this.note(where, 'not a list');
      return [];
    }
    return list.flatMap((item, index) => {
      const checked = this.valid(item, schema, `${where}[${index}]`);
      return checked === undefined ? [] : [checked];
    });
  }

  note(where: string, problem: string): void {
    this.problems.push(`${where} ${problem}`);
  }

  /** One error for the whole answer, so a broken CMS cannot flood the page's log allowance. */
  report(reportMalformed: ReportMalformedAnswer | undefined): void {
    if (this.problems.length === 0) return;
    reportMalformed?.(new MalformedAnswerError(`${this.answer}: left out ${this.problems.join('; ')}`));
  }
}
