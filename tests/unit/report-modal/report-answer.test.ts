import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { readReportAnswer } from '../../../widgets/report-modal/report-answer.ts';
import { reportUrl } from '../../../widgets/report-modal/report-url.ts';

const GENERIC = 'Thanks.';

describe('readReportAnswer', () => {
  it('reads a STATUS/MESSAGE/CODE answer as such', () => {
    expect(readReportAnswer('{"STATUS":"success","MESSAGE":"Sent."}', GENERIC)).toEqual({ status: 'success', message: 'Sent.', codes: [] });
    expect(readReportAnswer('{"STATUS":"error","MESSAGE":["Bad"],"CODE":["other"]}', GENERIC)).toEqual({
      status: 'error',
      message: ['Bad'],
      codes: ['other'],
    });
  });

  it.each(['', '1', 'ok', '<p>Thank you</p>', '{"saved":true}', '[1]', '{not json'])('treats any other answer (%j) as a success with the generic message', (text) => {
    expect(readReportAnswer(text, GENERIC)).toEqual({ status: 'success', message: GENERIC, codes: [] });
  });

  it.each([
    ["PHP's error output", '<br />\n<b>Fatal error</b>: Uncaught Error'],
    ['a STATUS answer without MESSAGE', '{"STATUS":"error"}'],
    ['a STATUS answer with an unknown status', '{"STATUS":"maybe","MESSAGE":"x"}'],
  ])('calls %s malformed', (_name, text) => {
    expect(() => readReportAnswer(text, GENERIC)).toThrow(RequestError);
    try {
      readReportAnswer(text, GENERIC);
    } catch (error) {
      expect((error as RequestError).failure).toBe('malformed');
    }
  });
});

describe('reportUrl', () => {
  it('adds ?id= the dancer id, and &type=2 for issue 2 only', () => {
    expect(reportUrl('/controller/ajax/phone_reports.php', 42, '1')).toBe('/controller/ajax/phone_reports.php?id=42');
    expect(reportUrl('/controller/ajax/phone_reports.php', 42, '2')).toBe('/controller/ajax/phone_reports.php?id=42&type=2');
    expect(reportUrl('/controller/ajax/phone_reports.php', 42, '3')).toBe('/controller/ajax/phone_reports.php?id=42');
    expect(reportUrl('/controller/ajax/phone_reports.php', 42, '4')).toBe('/controller/ajax/phone_reports.php?id=42');
  });

  it('appends to a query the endpoint has already', () => {
    expect(reportUrl('https://example.com/r.php?lang=de', 7, '2')).toBe('https://example.com/r.php?lang=de&id=7&type=2');
  });
});
