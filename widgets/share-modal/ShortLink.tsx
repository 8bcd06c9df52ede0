import { useRef } from 'react';
import { COPY_CONFIRMATION_MS } from '../../shared/constants.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { shareModalMessages } from '../../shared/messages/catalogue/share-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { copyText } from './copy-text.ts';
import { useTransientFlag } from './use-transient-flag.ts';

const t = messagesFrom(shareModalMessages);
const control = messagesFrom(controlMessages);

const FIELD_ID = 'share-short-url';
const STATUS_ID = `${FIELD_ID}-loading`;

/** Props of `<ShortLink>`. */
export interface ShortLinkProps {
  /** The short address; empty while unknown. */
  readonly url: string;
  readonly loading: boolean;
  /** Called after each successful copy. */
  readonly onCopied: (url: string) => void;
}

/**
 * The page's short link in a labelled read-only field, with a "Copy link" button that copies it
 * and reads "Copied" for COPY_CONFIRMATION_MS (spec §4, §9), announced to screen readers. When
 * the browser lets nothing copy, the link is selected and a toast asks the user to copy it.
 */
export function ShortLink({ url, loading, onCopied }: ShortLinkProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, showCopied] = useTransientFlag(COPY_CONFIRMATION_MS);

  async function copy(): Promise<void> {
    const input = field.current;
    if (!url || !input) return;
    if (await copyText(url, input)) {
      showCopied();
      onCopied(url);
    } else {
      notifyError(t('copyManually'));
    }
  }

  return (
    <div className="form-group share-short-link">
      <label htmlFor={FIELD_ID}>{t('shortLinkLabel')}</label>
      <div className="input-group">
        <input
          ref={field}
          id={FIELD_ID}
          type="text"
          className="form-control"
          readOnly
          value={url}
          aria-busy={loading}
          aria-describedby={loading ? STATUS_ID : undefined}
        />
        <div className="input-group-append">
          <button
            type="button"
            // One style in both states: Bootstrap's success green fails contrast (3.1:1) under white text.
            className="btn btn-outline-secondary"
            disabled={!url}
            onClick={() => void copy()}
          >
            {copied ? t('linkCopied') : t('copyLink')}
          </button>
        </div>
      </div>
      {loading && (
        <small id={STATUS_ID} className="form-text text-muted">
          {control('loading')}
        </small>
      )}
      <div role="status" className="sr-only">
        {copied ? t('linkCopiedAnnouncement') : ''}
      </div>
    </div>
  );
}
