import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';

/** A widget context that records what the widget dispatched and reported, for calling `start…` functions directly. */
export interface RecordingContext extends WidgetContext {
  /** `[name, detail]` of each `dispatch`, oldest first. */
  readonly events: Array<readonly [string, unknown]>;
  /** `[error, phase]` of each `reportError`, oldest first. */
  readonly errors: Array<readonly [unknown, string]>;
  /** `[key, message]` of each `reportProblem`, oldest first. */
  readonly problems: Array<readonly [string, string]>;
}

/** Makes a context for the widget `widget` that records instead of touching the page. */
export function recordingContext(widget: string): RecordingContext {
  const events: Array<readonly [string, unknown]> = [];
  const errors: Array<readonly [unknown, string]> = [];
  const problems: Array<readonly [string, string]> = [];
  return {
    widget,
    events,
    errors,
    problems,
    reportProblem: (key, message) => problems.push([key, message]),
    dispatch: (name, detail) => events.push([name, detail]),
    reportError: (error, phase) => errors.push([error, phase]),
  };
}
