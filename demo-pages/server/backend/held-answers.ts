/**
 * The answers the `very-slow` outcome is holding back: QA (or a test) lets them all go at once with
 * `POST /__release`, so a very slow answer can be made to arrive exactly after a second user action.
 */
export class HeldAnswers {
  #controller = new AbortController();

  /** Aborts when the answers held now are released; a new signal serves the calls held later. */
  get released(): AbortSignal {
    return this.#controller.signal;
  }

  /** Lets every held answer go now. */
  release(): void {
    this.#controller.abort();
    this.#controller = new AbortController();
  }
}
