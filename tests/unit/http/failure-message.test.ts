import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../shared/http/failure-message.ts';
import { RequestError } from '../../../shared/http/request-error.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';

afterEach(() => {
  resetPage();
});

describe('failureMessage', () => {
  it('tells a network failure with the catalogue text', () => {
    expect(failureMessage(new RequestError('network', 'x'))).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('tells a timeout with the catalogue text', () => {
    expect(failureMessage(new RequestError('timeout', 'x'))).toBe('The server took too long to answer. Please try again.');
  });

  it('tells an HTTP failure with its status', () => {
    expect(failureMessage(new RequestError('http', 'x', 500))).toBe(
      'The server could not complete the request (error 500). Please try again later.',
    );
    expect(failureMessage(new RequestError('http', 'x', 403))).toBe(
      'The server could not complete the request (error 403). Please try again later.',
    );
  });

  it('tells a malformed answer with the catalogue text', () => {
    expect(failureMessage(new RequestError('malformed', 'x'))).toBe('The server sent an unexpected answer. Please try again later.');
  });

  it('falls back to the unexpected-answer text for an aborted call and for errors that are not RequestErrors', () => {
    const unexpected = 'The server sent an unexpected answer. Please try again later.';

    expect(failureMessage(new RequestError('aborted', 'x'))).toBe(unexpected);
    expect(failureMessage(new TypeError('x is undefined'))).toBe(unexpected);
    expect(failureMessage('a string')).toBe(unexpected);
  });

  it('uses the page config translation of a message, with the status filled in', () => {
    setPageConfig({ messages: { requestHttp: 'Erreur du serveur ({status}).', requestNetwork: 'Serveur injoignable.' } });

    expect(failureMessage(new RequestError('http', 'x', 503))).toBe('Erreur du serveur (503).');
    expect(failureMessage(new RequestError('network', 'x'))).toBe('Serveur injoignable.');
    expect(failureMessage(new RequestError('timeout', 'x'))).toBe('The server took too long to answer. Please try again.');
  });
});
