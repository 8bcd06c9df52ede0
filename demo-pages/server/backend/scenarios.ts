import type { CallKind } from './call-kinds.ts';

/** Every outcome QA can ask of the next call of a kind (documented on the index page). */
export const OUTCOMES = [
  'ok',
  'error-message',
  'error-list',
  'http-500',
  'http-403',
  'timeout',
  'network',
  'malformed',
  'slow',
  'extra-fields',
  'very-slow',
] as const;

/** What the fake backend does with one call instead of (or before) answering it normally. */
export type Outcome = (typeof OUTCOMES)[number];

/** Tells whether `value` names an outcome. */
export function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value);
}

/** A pending outcome for the next call of one kind; a sticky one stays until it is cleared. */
export interface Scenario {
  readonly call: CallKind;
  readonly outcome: Outcome;
  readonly sticky: boolean;
}

/** The pending scenarios, at most one per call kind; setting a kind again replaces its scenario. */
export class ScenarioStore {
  readonly #pending = new Map<CallKind, Scenario>();

  /** Sets the outcome of the next call of `scenario.call` (of every call while sticky). */
  set(scenario: Scenario): void {
    this.#pending.set(scenario.call, scenario);
  }

  /** Returns the outcome for a call that is being answered now, using up a one-shot scenario. */
  take(call: CallKind): Outcome | null {
    const scenario = this.#pending.get(call);
    if (!scenario) return null;
    if (!scenario.sticky) this.#pending.delete(call);
    return scenario.outcome;
  }

  /** Lists the pending scenarios in the order they were set. */
  list(): Scenario[] {
    return [...this.#pending.values()];
  }

  /** Clears the scenario of one kind, or all of them. */
  clear(call?: CallKind): void {
    if (call) this.#pending.delete(call);
    else this.#pending.clear();
  }
}
