import { describe, expect, it } from 'vitest';
import { floorLines, floorRatio, formatRatio } from '../../../scripts/bench/interactions-floor-table.mjs';

const THROTTLING = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, cpuSlowdownMultiplier: 4 };
const span = (median: number | null, min = median, max = median) => ({ median, min, max, missing: median === null ? 3 : 0 });
const cell = (feedback: number | null, result: number | null, inp: number | null, errors: string[] = []) => ({
  feedbackMs: span(feedback),
  resultMs: span(result),
  inpMs: span(inp),
  errors,
});
const claim = {
  page: '/profile.html',
  label: '"Claim this profile" → dialog',
  visit: 'returning',
  ours: { ...cell(150, 156, 144), resultMs: span(156, 126, 171) },
  busy: cell(60, null, 48),
  result: cell(104, 104, 96),
  resultFloor: { kind: 'dialog' },
};
const menu = {
  page: '/dancers.html',
  label: '"Menu" → panel',
  visit: 'first',
  ours: cell(94, 94, 80),
  busy: cell(50, null, 40),
  result: cell(100, 100, 88),
  resultFloor: { kind: 'replay', changes: [{ tag: 'BODY', name: 'class', value: 'mobile-left-nav' }, { tag: 'BUTTON', name: 'aria-busy', value: null }] },
};
const lightbox = {
  page: '/profile.html',
  label: 'first picture → lightbox',
  visit: 'returning',
  ours: cell(124, 313, 104),
  busy: cell(null, null, null, ['no floor: x', 'no floor: x', 'no floor: x']),
  result: null,
  resultFloor: { kind: null, why: 'glightbox builds its frame on opening' },
};
const section = { loads: 3, concurrency: 1, seconds: 120, throttling: THROTTLING, rows: [claim, menu, lightbox] };

describe('the floor table', () => {
  it('divides ours by the floor and gives the difference, with nothing for a figure not measured', () => {
    expect(floorRatio(span(150), span(100))).toEqual({ ratio: 1.5, differenceMs: 50 });
    expect(floorRatio(span(80), span(100))).toEqual({ ratio: 0.8, differenceMs: -20 });
    expect(floorRatio(span(150), span(null))).toBeNull();
    expect(floorRatio(span(null), span(100))).toBeNull();
    expect(floorRatio(span(150), undefined)).toBeNull();
  });

  it('writes a ratio with two decimals and the signed difference in ms', () => {
    expect(formatRatio({ ratio: 1.5, differenceMs: 52 })).toBe('1.50× (+52)');
    expect(formatRatio({ ratio: 0.8, differenceMs: -20 })).toBe('0.80× (−20)');
    expect(formatRatio(null)).toBe('–');
  });

  it('has one row per interaction and visit: ours, each floor, and ours ÷ floor (feedback against the busy floor, result and INP against the result floor)', () => {
    const lines = floorLines(section);
    expect(lines).toContain(
      '| `/profile.html` "Claim this profile" → dialog | returning | 150 / 156 (126–171) / 144 | 60 / 48 | 104 / 96 | 2.50× (+90) | 1.50× (+52) | 1.50× (+48) |',
    );
    expect(lines).toContain('| `/dancers.html` "Menu" → panel | first visit | 94 / 94 / 80 | 50 / 40 | 100 / 88 | 1.88× (+44) | 0.94× (−6) | 0.91× (−8) |');
    expect(lines[0]).toContain('562.5 ms a request, 1.44 Mbit/s, CPU ÷4');
    expect(lines[0]).toContain('median (min–max) of 3 loads each');
  });

  it('compares INP with the busy floor where there is no result floor, and says why there is none and what failed', () => {
    const lines = floorLines({ ...section, rows: [{ ...lightbox, busy: cell(60, null, 48) }] });
    expect(lines).toContain('| `/profile.html` first picture → lightbox | returning | 124 / 313 / 104 | 60 / 48 | – | 2.07× (+64) | – | 2.17× (+56) |');
    expect(lines).toContain('- `/profile.html` first picture → lightbox (returning): no result floor, glightbox builds its frame on opening.');
    expect(floorLines(section)).toContain('- `/profile.html` first picture → lightbox (returning): busy floor: 3 failed (no floor: x).');
  });

  it('lists the attribute changes a result floor replays', () => {
    expect(floorLines(section)).toContain(
      '- `/dancers.html` "Menu" → panel (first visit): result floor replays `<body> class="mobile-left-nav"`, `<button> aria-busy removed`.',
    );
  });
});
