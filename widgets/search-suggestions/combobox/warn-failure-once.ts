import { RequestError } from '../../../shared/http/request-error.ts';

let warned = false;

/**
 * Logs a failed suggestions call as one console warning per page (the visitor reads the failure line
 * under the box, never a toast: issue 3), so a visitor typing through an outage does not flood the console.
 */
export function warnFailureOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  const reason = error instanceof RequestError ? `(${error.failure}) ${error.message}` : String(error);
  console.warn(
    `[widgets] "search-suggestions": suggestions could not be loaded ${reason} The search box still works; later failures on this page are not logged.`,
    error,
  );
}

/** Forgets that a warning was logged (tests only). */
export function resetFailureWarning(): void {
  warned = false;
}
