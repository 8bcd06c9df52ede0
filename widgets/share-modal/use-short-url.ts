import { useLayoutEffect, useRef, useState } from 'react';
import { showFormAnswer } from '../../shared/forms/show-form-answer.ts';
import { failureMessage } from '../../shared/http/failure-message.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { isAbort } from '../../shared/http/request-error.ts';
import { afterNextPaint } from '../../shared/lazy/after-next-paint.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { parseShortUrlAnswer } from './short-url-answer.ts';

/** The short link of the page as far as it is known. */
export interface ShortUrlState {
  /** The short address; empty until the server gave one. */
  readonly url: string;
  /** True while it is being asked for. */
  readonly loading: boolean;
}

/**
 * Asks the server for the page's short link (`getShortUrl=1` to the current page, spec §7) each
 * time `open` becomes true while the link is still empty (spec §4), one call at a time. The
 * loading state is part of the render that opens the modal and the call starts once that has
 * painted (issue 19). A failure is shown as an error toast and leaves the link empty, so the next
 * opening asks again. The call is aborted on unmount.
 */
export function useShortUrl(open: boolean): ShortUrlState {
  const [url, setUrl] = useState('');
  const [loading, setLoading] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  const call = useRef<AbortController | null>(null);

  // Adjusted while the opening renders (as useOpenOnMount opens): where an effect set it, the
  // loading line came in a second render and layout of the open dialog (React 19: in the tap's
  // own task, before the paint; Preact: right after it).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && !url) setLoading(true);
  }

  // A layout effect: the call is asked for from one (below), and Preact drops a passive effect that
  // has not run yet when its component unmounts, cleanup and all.
  useLayoutEffect(() => () => call.current?.abort(), []);

  // A layout effect, so that both renderers wait for the same paint: the opened dialog's.
  useLayoutEffect(() => {
    if (!loading || call.current) return;
    const controller = new AbortController();
    call.current = controller;
    afterNextPaint(() => {
      if (controller.signal.aborted) return;
      postForm(currentPageUrl(), { getShortUrl: 1 }, { signal: controller.signal })
        .then((text) => {
          const answer = parseShortUrlAnswer(text);
          if ('url' in answer) setUrl(answer.url);
          else showFormAnswer(answer.error);
        })
        .catch((error: unknown) => {
          if (!isAbort(error) && !controller.signal.aborted) notifyError(failureMessage(error));
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          call.current = null;
          setLoading(false);
        });
    });
  }, [loading]);

  return { url, loading };
}
