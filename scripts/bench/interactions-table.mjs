// The `interactions` section's figures as markdown (issue 19), with the issue's figures measured on
// main before the change above them. `node scripts/bench/interactions-table.mjs [--write [file]]`
// after `npm run bench -- --only=interactions` prints it, or writes it as the whole of `file`
// (docs/interactions.md unless named): the table has its own page, the README links it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './median.mjs';

/** Measured on main (4576179), returning visit, tapped after 3 s idle, tap → result, ms (issue 19). */
export const BEFORE = [
  ['"Claim this profile" → `#claimModal` visible', [2473, 2623, 2490]],
  ['share trigger → `#shareModal` visible', [3283, 2189, 2711]],
  ['report trigger → `#reportModal` visible', [2284, 2721, 2322]],
  ['first picture → lightbox visible', [1993, 1974, 2030]],
];

/** Median, min and max of the values measured (null: not shown in time, counted in `missing`). */
export function summarize(values) {
  const measured = values.filter((value) => value !== null && value !== undefined);
  const missing = values.length - measured.length;
  if (measured.length === 0) return { median: null, min: null, max: null, missing };
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured), missing };
}

/** `median (min–max)`, `median` when all agree, `–` when nothing was measured; INP's 16 is the API's floor, `≤16`. */
export function formatSpan(summary, { floor } = {}) {
  if (summary.median === null) return '–';
  const value = (ms) => (floor !== undefined && ms <= floor ? `≤${floor}` : String(ms));
  const text = summary.min === summary.max ? value(summary.median) : `${value(summary.median)} (${value(summary.min)}–${value(summary.max)})`;
  return summary.missing > 0 ? `${text}, ${summary.missing} not shown` : text;
}

const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const VISITS = [
  ['returning', 'returning'],
  ['first', 'first visit'],
];
const MOMENTS = [
  ['idle', 'idle 2 s'],
  ['mount', 'at mount'],
];

/** The markdown of the section's results (the `interactions` JSON of bench/results.json). */
export function interactionsTable(section, date = '') {
  if (!section) return '_Not measured in this run (`npm run bench -- --only=interactions`)._';
  const { requestLatencyMs, downloadThroughputKbps, cpuSlowdownMultiplier } = section.throttling;
  const rows = section.interactions.flatMap((item) =>
    VISITS.flatMap(([visit, visitLabel]) =>
      MOMENTS.map(([moment, momentLabel]) => {
        const cell = item[visit][moment];
        return [
          `\`${item.page}\` ${item.label}`,
          `${visitLabel}, ${momentLabel}`,
          formatSpan(cell.feedbackMs),
          formatSpan(cell.resultMs),
          formatSpan(cell.inpMs, { floor: 16 }),
        ];
      }),
    ),
  );
  const idle = table(
    ['page', 'fetched when idle (gzip)', 'files'],
    section.fetchedWhenIdle.map((item) =>
      item.files ? [`\`${item.page}\``, `${(item.gzipBytes / 1024).toFixed(2)} KB`, String(item.files.length)] : [`\`${item.page}\``, 'not measured', '–'],
    ),
  );
  return [
    `From \`npm run bench -- --only=interactions\`${date ? ` on ${date}` : ''}: Chromium on a 375 px phone under its own throttling at Lighthouse's mobile figures (${requestLatencyMs} ms a request, ${(downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ÷${cpuSlowdownMultiplier}), median (min–max) of ${section.loads} loads, ms from the tap (its event time). Feedback: the first paint after a change on the tapped control or a busy state; result: the first paint showing it (a paint is the frame's presentation as Event Timing gives it when the change is in the first frame after the tap's handlers, else the task after the frame that first showed it); INP: the page's INP as the \`web-vitals\` library's \`onINP\` reports it once the result shows (every change, durationThreshold 16; ≤16 is below it). "Idle 2 s": tapped once nothing was requested for 2 s after every root mounted; "at mount": as soon as every root mounted. Returning: the 18+ cookie and a warm HTTP cache; first visit: a fresh browser context. Goals: result (or, waiting for the server, feedback) ≤ 100 ms when idle, feedback ≤ 100 ms at mount, INP ≤ 200 ms.`,
    '',
    table(['first interaction', 'visit, tapped', 'tap → feedback', 'tap → result', 'INP'], rows),
    '',
    'Fetched when idle: JavaScript requested after the load event without an interaction, less every file the page requests under Save-Data (where nothing may be fetched when idle); first visit.',
    '',
    idle,
  ].join('\n');
}

/** The whole page: the figures before (issue 19) above the last run's. */
export function interactionsPage(results) {
  const before = table(
    ['first tap on `/profile.html`', 'before (tap → result, 3 loads)'],
    BEFORE.map(([label, values]) => [label, `${values.join(', ')} ms`]),
  );
  return [
    '# First interactions on a phone',
    '',
    '## Before',
    '',
    'Measured on main (4576179) for issue 19, same throttling, returning visitor, page idle 3 s, time from a tap to the result being visible; until every root had mounted (3.5-3.6 s after navigation) a tap did nothing.',
    '',
    before,
    '',
    '## Now',
    '',
    interactionsTable(results.sections?.interactions, results.date?.slice(0, 10)),
    '',
  ].join('\n');
}

/**
 * The page to write over `written`: its hand-written sections (everything above "## Now", such as
 * what was traced and why) stay; "## Now" and below are the run's.
 */
export function withHandWritten(written, page) {
  const cut = written.indexOf('\n## Now\n');
  return cut < 0 ? page : written.slice(0, cut + 1) + page.slice(page.indexOf('## Now\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { projectDir } = await import('../ensure-setup.mjs');
  const results = JSON.parse(readFileSync(join(projectDir, 'bench', 'results.json'), 'utf8'));
  const markdown = interactionsPage(results);
  const at = process.argv.indexOf('--write');
  if (at >= 0) {
    const target = join(projectDir, process.argv[at + 1] ?? 'docs/interactions.md');
    writeFileSync(target, withHandWritten(existsSync(target) ? readFileSync(target, 'utf8') : '', markdown));
    console.log(`${target}: interactions table written.`);
  } else {
    console.log(markdown);
  }
}
