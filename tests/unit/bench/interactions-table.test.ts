import { describe, expect, it } from 'vitest';
import { formatSpan, interactionsPage, interactionsTable, summarize, withHandWritten } from '../../../scripts/bench/interactions-table.mjs';

const THROTTLING = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, cpuSlowdownMultiplier: 4 };
const span = (median: number, min = median, max = median) => ({ median, min, max, missing: 0 });
const cell = { feedbackMs: span(40, 30, 60), resultMs: span(90, 80, 2400), inpMs: span(16) };
const section = {
  loads: 3,
  throttling: THROTTLING,
  interactions: [{ page: '/profile.html', label: 'share → dialog', returning: { idle: cell, mount: cell }, first: { idle: cell, mount: cell } }],
  fetchedWhenIdle: [{ page: '/profile.html', files: ['chunks/a.js', 'chunks/b.js'], gzipBytes: 2048 }],
};

describe('the interactions bench table', () => {
  it('summarizes the measured values and counts the ones never shown', () => {
    expect(summarize([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, missing: 0 });
    expect(summarize([300, null, 100])).toEqual({ median: 300, min: 100, max: 300, missing: 1 });
    expect(summarize([null, null])).toEqual({ median: null, min: null, max: null, missing: 2 });
  });

  it('writes a median with its range, one value when all agree, a dash for nothing, and INP under the threshold as ≤16', () => {
    expect(formatSpan(span(90, 80, 2400))).toBe('90 (80–2400)');
    expect(formatSpan(span(70))).toBe('70');
    expect(formatSpan({ median: null, min: null, max: null, missing: 3 })).toBe('–');
    expect(formatSpan({ ...span(50, 40, 60), missing: 1 })).toBe('50 (40–60), 1 not shown');
    expect(formatSpan(span(16, 16, 48), { floor: 16 })).toBe('≤16 (≤16–48)');
  });

  it('has one row per interaction, visit and moment, and the bytes fetched when idle', () => {
    const markdown = interactionsTable(section, '2026-11-27');
    expect(markdown).toContain('| `/profile.html` share → dialog | returning, idle 2 s | 40 (30–60) | 90 (80–2400) | ≤16 |');
    expect(markdown).toContain('| `/profile.html` share → dialog | first visit, at mount | 40 (30–60) | 90 (80–2400) | ≤16 |');
    expect(markdown.match(/share → dialog/g)).toHaveLength(4);
    expect(markdown).toContain('| `/profile.html` | 2.00 KB | 2 |');
    expect(markdown).toContain('562.5 ms a request, 1.44 Mbit/s, CPU ÷4');
  });

  it('puts the figures measured before the change above the run, and says when the section did not run', () => {
    const page = interactionsPage({ date: '2026-11-27T05:00:00Z', sections: { interactions: section } });
    expect(page.indexOf('2473, 2623, 2490 ms')).toBeLessThan(page.indexOf('share → dialog | returning'));
    expect(interactionsPage({ date: '2026-11-27T05:00:00Z', sections: {} })).toContain('_Not measured in this run');
  });

  it('keeps the hand-written sections above "Now" when a run is written over the page', () => {
    const page = interactionsPage({ date: '2026-11-27T05:00:00Z', sections: { interactions: section } });
    const written = '# First interactions on a phone\n\n## Before\n\nold\n\n## Why\n\ntraced\n\n## Now\n\nold run\n';
    const next = withHandWritten(written, page);
    expect(next).toContain('## Why\n\ntraced\n\n## Now\n');
    expect(next).not.toContain('old run');
    expect(next).toContain('share → dialog | returning');
    expect(withHandWritten('', page)).toBe(page);
  });
});
