import * as z from 'zod/mini';
import { AnswerCheck, type ReportMalformedAnswer } from '../../../utils/answer-check';

/** The CMS's colour variations of an announcement message. */
export const ANNOUNCEMENT_COLOR_VARIATIONS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;
export type AnnouncementColorVariation = (typeof ANNOUNCEMENT_COLOR_VARIATIONS)[number];

const announcementMessageSchema = z.lazy(() =>
  z.object({
    /** Rich text (HTML) from the CMS: sanitised before it is rendered. */
    content: z.string(),
    // A colour the shop does not know is not worth losing the message: it reads as grey.
    colorVariation: z.catch(z.enum(ANNOUNCEMENT_COLOR_VARIATIONS), 'grey'),
    link: z.optional(z.nullable(z.object({ url: z.optional(z.nullable(z.string())) }))),
  }),
);
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

/** An entry itself; its messages are checked one by one. Locale and flow only pick the entry. */
const announcementEntrySchema = z.lazy(() =>
  z.object({
    flow: z.string(),
    locale: z.string(),
    announcementBanner: z.array(z.unknown()),
  }),
);

export interface AnnouncementBannerEntry {
  flow: string;
  locale: string;
  announcementBanner: AnnouncementMessage[];
}

export const ANNOUNCEMENT_PAGE_LISTS = ['homePages', 'searchPages', 'productPages'] as const;

/** The three page lists both announcement calls answer. */
export type AnnouncementBannerLists = Record<(typeof ANNOUNCEMENT_PAGE_LISTS)[number], AnnouncementBannerEntry[]>;

/** A message as the banner shows it: its rich text sanitised once, where it was read. */
export interface ShownAnnouncementMessage extends AnnouncementMessage {
  /** The sanitised markup of `content`. */
  html: string;
}

/** One locale's entries, their messages ready to show. */
export type ShownAnnouncementLists = Record<
  (typeof ANNOUNCEMENT_PAGE_LISTS)[number],
  (Omit<AnnouncementBannerEntry, 'announcementBanner'> & { announcementBanner: ShownAnnouncementMessage[] })[]
>;

/**
 * Keeps the well-formed part of an answer: a missing list is an empty one, a malformed entry or
 * message is left out (and reported, once for the answer).
 */
export function toAnnouncementLists(
  answer: unknown,
  answerName: string,
  reportMalformed?: ReportMalformedAnswer,
): AnnouncementBannerLists {
  const check = new AnswerCheck(answerName);
  const source: Record<string, unknown> =
    answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (source !== answer) check.note('answer', 'not an object');
  const lists = Object.fromEntries(
    ANNOUNCEMENT_PAGE_LISTS.map((listName) => [
      listName,
      check.validItems(source[listName], announcementEntrySchema, listName).map((entry) => ({
        flow: entry.flow,
        locale: entry.locale,
        announcementBanner: check.validItems(
          entry.announcementBanner,
          announcementMessageSchema,
          `${listName} ${entry.locale} ${entry.flow}`,
        ),
      })),
    ]),
  ) as AnnouncementBannerLists;
  check.report(reportMalformed);
  return lists;
}
