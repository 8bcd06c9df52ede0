import { useEffect, useRef, useState } from 'react';
import { showFormAnswer } from '../../shared/forms/show-form-answer.ts';
import { failureMessage } from '../../shared/http/failure-message.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { isAbort } from '../../shared/http/request-error.ts';
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
 * time `open` becomes true while the link is still empty (spec §4), one call at a time. A failure
 * is shown as an error toast and leaves the link empty, so the next opening asks again. The call
 * is aborted on unmount.
 */
export function useShortUrl(open: boolean): ShortUrlState {
  const [url, setUrl] = useState('');
  const [loading, setLoading] = useState(false);
  const call = useRef<AbortController | null>(null);

  useEffect(() => () => call.current?.abort(), []);

  useEffect(() => {
    if (!open || url || call.current) return;
    const controller = new AbortController();
    call.current = controller;
    setLoading(true);
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
  }, [open, url]);

  return { url, loading };
}
