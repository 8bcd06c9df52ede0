import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReportFormSchema } from '../../../widgets/report-modal/report-form-schema.ts';

/** Each issue of validating `values` as validateForm does, as `field: message`. */
function problems(values: Record<string, string>): string[] {
  const result = v.safeParse(ReportFormSchema, values, { abortPipeEarly: true });
  return (result.issues ?? []).map((issue) => `${issue.path?.map((item) => String(item.key)).join('.') ?? ''}: ${issue.message}`);
}

describe('ReportFormSchema', () => {
  it.each([
    ['1', { issue: '1' }],
    ['2', { issue: '2' }],
  ])('accepts issue %s alone, leaving out an `other` it does not need', (issue, output) => {
    expect(v.safeParse(ReportFormSchema, { issue, other: 'left over' }).output).toEqual(output);
  });

  it.each(['3', '4'])('accepts issue %s with its `other`, trimmed', (issue) => {
    expect(v.safeParse(ReportFormSchema, { issue, other: '  0161 555  ' }).output).toEqual({ issue, other: '0161 555' });
  });

  it.each<Record<string, string>>([{ issue: '' }, { issue: '5' }, { issue: '', other: 'x' }])('reports no chosen issue on `issue` alone (%j)', (values) => {
    expect(problems(values)).toEqual(["issue: You haven't checked any issue!"]);
  });

  it.each([
    ['3', '', 'Please enter the phone number'],
    ['3', '   ', 'Please enter the phone number'],
    ['4', '', 'Please enter the reason'],
    ['4', ' \n ', 'Please enter the reason'],
  ])('reports issue %s with an empty `other` (%j) on `other` alone, with its hint', (issue, other, hint) => {
    expect(problems({ issue, other })).toEqual([`other: ${hint}`]);
  });
});
