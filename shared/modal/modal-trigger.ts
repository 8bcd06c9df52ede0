// The contract: every trigger is <button aria-controls="<modal id>" aria-haspopup="dialog">.
const TRIGGER_SELECTOR = 'button[aria-controls][aria-haspopup="dialog"]';

/** Returns the trigger button of modal `id` that `target` is in, if any. */
export function findModalTrigger(target: EventTarget | null, id: string): HTMLButtonElement | null {
  const button = (target as Partial<Element> | null)?.closest?.(TRIGGER_SELECTOR);
  return button instanceof HTMLButtonElement && button.getAttribute('aria-controls') === id ? button : null;
}
