/** The partner's offer terms as paragraphs: one per line of the text, blank lines dropped. */
export function legalParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
