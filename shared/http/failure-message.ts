import { requestMessages } from '../messages/catalogue/request-messages.ts';
import { messagesFrom } from '../messages/translate.ts';
import { RequestError } from './request-error.ts';

const t = messagesFrom(requestMessages);

/** The message a user reads when a call failed in transport: what happened and what to do. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof RequestError)) return t('requestMalformed');
  switch (error.failure) {
    case 'network':
      return t('requestNetwork');
    case 'timeout':
      return t('requestTimeout');
    case 'http':
      return t('requestHttp', { status: error.status ?? 0 });
    case 'malformed':
    case 'aborted':
      return t('requestMalformed');
  }
}
