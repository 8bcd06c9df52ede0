/**
 * Keeps one submission of a form running at a time: while `run`'s task is pending, another `run`
 * does nothing and the form's enabled submit buttons are `disabled` with `aria-busy="true"`; they
 * are restored however the task ends. Nothing here touches the fields, so the user's input survives
 * a failure; resetting the form after a success is the caller's choice.
 *
 * Do not render `disabled` on those buttons from React yourself: the lock owns that attribute.
 */
export class SubmitLock {
  #running = false;

  /** Tells whether a submission is running. */
  get running(): boolean {
    return this.#running;
  }

  /** Runs `task` unless one is running; resolves true when it ran, rejects as `task` does. */
  async run(form: HTMLFormElement, task: () => Promise<void>): Promise<boolean> {
    if (this.#running) return false;
    this.#running = true;
    const buttons = submitButtons(form).filter((button) => !button.disabled);
    const focused = buttons.find((button) => button === document.activeElement);
    for (const button of buttons) {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
    }
    try {
      await task();
      return true;
    } finally {
      for (const button of buttons) {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      }
      this.#running = false;
      // A disabled button drops focus to the body; give it back unless the user or a closing modal moved it.
      const active = document.activeElement;
      if (focused?.isConnected && (!active || active === document.body || active === focused)) focused.focus();
    }
  }
}

/** The form's submit buttons, those outside it with `form="…"` included. */
function submitButtons(form: HTMLFormElement): Array<HTMLButtonElement | HTMLInputElement> {
  return Array.from(form.elements).filter(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement && element.type === 'submit') ||
      (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image')),
  );
}
