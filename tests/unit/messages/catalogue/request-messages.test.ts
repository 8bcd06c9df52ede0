import { describe, expect, it } from 'vitest';
import { requestMessages } from '../../../../shared/messages/catalogue/request-messages.ts';

describe('requestMessages', () => {
  it('says what went wrong and what to do for each transport failure', () => {
    expect(requestMessages).toEqual({
      requestNetwork: 'Could not reach the server. Check your connection and try again.',
      requestTimeout: 'The server took too long to answer. Please try again.',
      requestHttp: 'The server could not complete the request (error {status}). Please try again later.',
      requestMalformed: 'The server sent an unexpected answer. Please try again later.',
    });
  });
});
