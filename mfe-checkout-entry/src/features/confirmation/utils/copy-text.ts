/** How a copy went: in the clipboard, or only selected on screen for the visitor to copy. */
export type CopyOutcome = 'copied' | 'selected';

/** Selects the element's text, as a visitor would with the mouse. */
function selectText(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Puts the text in the clipboard. Browsers refuse the clipboard api outside a secure page or
 * without permission: then the shown text is selected and the older copy command is tried; when
 * that fails too, the selection stays so the visitor can copy it by hand.
 */
export async function copyText(text: string, shown: HTMLElement | null): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (!shown) return 'selected';
    selectText(shown);
    try {
      // Deprecated but still the only way where the clipboard api is refused.
      return typeof document.execCommand === 'function' && document.execCommand('copy') ? 'copied' : 'selected';
    } catch {
      return 'selected';
    }
  }
}
