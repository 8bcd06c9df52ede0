import { vi } from 'vitest';

/**
 * Makes `focus()` do nothing on a closed `<dialog>` and on what it holds, as in a browser, where a
 * closed dialog is not rendered (`dialog:not([open]) { display: none }`) and cannot take focus;
 * happy-dom focuses it anyway. It matters on React 19: after each commit, react-dom gives focus
 * back to the element that had it before the commit when that element is still in the document
 * (its `restoreSelection`), which after a modal closes is the modal's own field. A browser ignores
 * that call and focus stays where the modal returned it; happy-dom would obey it.
 *
 * Call it in `beforeEach` or in the test: the spy goes with the others after each test (restoreMocks).
 */
export function keepFocusOutOfClosedDialogs(): void {
  const focus = HTMLElement.prototype.focus;
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
    if (!this.closest('dialog:not([open])')) focus.call(this, options);
  });
}
