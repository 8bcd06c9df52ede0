// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderReliabilityTable, withReliabilityTable } from '../../../scripts/reliability-table.ts';
import { FAULT_ROWS, FAULTS } from '../../e2e/every-call-fault-table.ts';

const readme = readFileSync(new URL('../../../docs/reliability.md', import.meta.url), 'utf8');

describe("docs/reliability.md's generated section", () => {
  it('is the table tests/e2e/every-call-fault.spec.ts runs (regenerate: npx tsx scripts/reliability-table.ts --write)', () => {
    expect(withReliabilityTable(readme, renderReliabilityTable())).toBe(readme);
  });

  it('has one row per call of spec §7 and the video upload, and one column per fault', () => {
    expect(FAULT_ROWS.map((row) => row.call)).toEqual([
      'favorite',
      'claim',
      'share',
      'shortUrl',
      'review',
      'reply',
      'report',
      'suggestions',
      'geoCities',
      'geoClubs',
      'geoAreas',
      'agencyInfo',
      'videoUpload',
    ]);
    const grid = renderReliabilityTable().split('\n').filter((line) => FAULT_ROWS.some((row) => line.startsWith(`| ${row.title} | `)));
    for (const line of grid.slice(0, FAULT_ROWS.length)) expect(line.split(' | ')).toHaveLength(FAULTS.length + 1);
  });
});
