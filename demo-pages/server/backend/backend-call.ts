import type { DemoState } from '../demo-state.ts';
import type { CallKind } from './call-kinds.ts';

/** What a backend call gets to work with: the parsed request and the server's memory. */
export interface CallInput {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly fields: URLSearchParams;
  /** `http://host:port` as the browser addressed the server, for absolute URLs in answers. */
  readonly origin: string;
  readonly state: DemoState;
}

/** One HTTP answer of the fake backend; `delayMs` holds it back (the `slow` search term). */
export interface BackendAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly delayMs?: number;
}

/**
 * One call of spec §7: its normal answer, and the answers QA gets with the `error-message` and
 * `error-list` scenarios (for plain-text calls, the nearest equivalent of those branches).
 */
export interface BackendCall {
  readonly kind: CallKind;
  answer(input: CallInput): BackendAnswer;
  errorMessage(input: CallInput): BackendAnswer;
  errorList(input: CallInput): BackendAnswer;
}
