import { useCallback, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { failureMessage } from '../http/failure-message.ts';
import { isAbort } from '../http/request-error.ts';
import { notifyError } from '../notify/notify.ts';
import { SubmitLock } from './submit-lock.ts';
import { validateForm } from './validate-form.ts';

/** What `send` gets besides the values: the form, and a signal aborted when the widget unmounts. */
export interface FormSubmitContext {
  readonly form: HTMLFormElement;
  readonly signal: AbortSignal;
}

/** The part of a submit event the handler reads; React's and the DOM's both fit. */
export interface SubmitEventLike {
  readonly currentTarget: HTMLFormElement;
  preventDefault(): void;
}

/**
 * Returns the `onSubmit` handler of a form validated by `schema`. On submit it stops the browser's
 * navigation, marks invalid fields (see `validateForm`), and when all are valid runs `send` under a
 * `SubmitLock`: one submission at a time, submit buttons disabled and busy meanwhile. A transport
 * failure thrown by `send` becomes an error toast; the fields keep what the user typed. The handler
 * is the same function for the component's life (it reads the latest `schema` and `send`), so that
 * a form memoised around it does not re-render when its owner does.
 *
 * @example
 * const onSubmit = useFormSubmit(ClaimSchema, async (values, { form, signal }) => {
 *   const answer = parseFormAnswer(await postForm(currentPageUrl(), { ...values, profile_link: currentPageUrl() }, { signal }));
 *   if (showFormAnswer(answer, form)) { form.reset(); modal.close(); }
 * });
 * return <form noValidate onSubmit={onSubmit}>…<button type="submit">Send</button></form>;
 */
export function useFormSubmit<Values>(
  schema: v.GenericSchema<unknown, Values>,
  send: (values: Values, context: FormSubmitContext) => Promise<void>,
): (event: SubmitEventLike) => void {
  const [lock] = useState(() => new SubmitLock());
  const latest = useRef({ schema, send });
  latest.current = { schema, send };
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);

  return useCallback((event: SubmitEventLike) => {
    event.preventDefault();
    const form = event.currentTarget;
    const signal = mounted.current?.signal;
    if (lock.running || !signal || signal.aborted) return;
    const validation = validateForm(form, latest.current.schema);
    if (!validation.success) return;
    lock.run(form, () => latest.current.send(validation.values, { form, signal })).catch((error: unknown) => {
      if (!isAbort(error) && !signal.aborted) notifyError(failureMessage(error));
    });
  }, [lock]);
}
