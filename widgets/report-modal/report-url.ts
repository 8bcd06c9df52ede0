import { REPORT_TYPED_ISSUE } from './report-constants.ts';

/**
 * Where a report is posted (spec §7): the `phoneReports` endpoint with `?id={dancer id}`, plus
 * `&type=2` when issue 2 is reported. An endpoint that has a query already gets `&id=…`.
 */
export function reportUrl(endpoint: string, dancerId: number, issue: string): string {
  const query = new URLSearchParams({ id: String(dancerId) });
  if (issue === REPORT_TYPED_ISSUE) query.set('type', REPORT_TYPED_ISSUE);
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query.toString()}`;
}
