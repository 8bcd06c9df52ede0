import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportProblemOnce, resetReportedProblems } from '../../../shared/runtime/report-problem.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  resetReportedProblems();
});

describe('reportProblemOnce', () => {
  it('logs a page-wide problem the first time its key is seen only', () => {
    reportProblemOnce('config', 'first');
    reportProblemOnce('config', 'second');
    reportProblemOnce('other', 'third');

    expect(consoleError.mock.calls).toEqual([['first'], ['third']]);
  });

  it('logs the error object after the message when one is given', () => {
    const error = new Error('cause');

    reportProblemOnce('with-error', 'message', error);

    expect(consoleError).toHaveBeenCalledWith('message', error);
  });

  it('counts keys per element when an element is given', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');

    reportProblemOnce('options:x', 'on first', undefined, first);
    reportProblemOnce('options:x', 'on first again', undefined, first);
    reportProblemOnce('options:x', 'on second', undefined, second);
    reportProblemOnce('options:x', 'page-wide');

    expect(consoleError.mock.calls).toEqual([['on first'], ['on second'], ['page-wide']]);
  });

  it('forgets the page-wide keys when reset', () => {
    reportProblemOnce('again', 'before reset');
    resetReportedProblems();
    reportProblemOnce('again', 'after reset');

    expect(consoleError.mock.calls).toEqual([['before reset'], ['after reset']]);
  });
});
