// The floor's figures beside ours as markdown (interactions-floor.mjs): per row, the medians and
// ranges of ours, of the busy floor and of the result floor, and ours ÷ floor with the difference.
import { formatSpan } from './interactions-table.mjs';

/** Ours ÷ floor of two medians and ours − floor in ms; null when either was not measured. */
export function floorRatio(ours, floor) {
  if (!ours || !floor || ours.median === null || floor.median === null || floor.median === 0) return null;
  return { ratio: ours.median / floor.median, differenceMs: ours.median - floor.median };
}

/** `1.52× (+52)`, or `–` for no ratio. */
export function formatRatio(ratio) {
  if (!ratio) return '–';
  const sign = ratio.differenceMs < 0 ? '−' : '+';
  return `${ratio.ratio.toFixed(2)}× (${sign}${Math.abs(ratio.differenceMs)})`;
}

const row = (cells) => `| ${cells.join(' | ')} |`;
const inp = (summary) => formatSpan(summary, { floor: 16 });
const VISIT_LABELS = { returning: 'returning', first: 'first visit' };

/** A change replayed, as `<BUTTON> aria-expanded="true"` (`removed` for an attribute taken off). */
const formatChange = ({ tag, name, value }) => `\`<${tag.toLowerCase()}> ${value === null ? `${name} removed` : `${name}="${value}"`}\``;

/** The first error of each floor that failed, to say why its figures are missing. */
function failures(item) {
  const notes = [];
  for (const [name, cell] of [['ours', item.ours], ['busy floor', item.busy], ['result floor', item.result]]) {
    if (cell && cell.errors.length > 0) notes.push(`${name}: ${cell.errors.length} failed (${cell.errors[0]})`);
  }
  return notes;
}

/** The floor's section as markdown lines: the table, then what each result floor did or why there is none. */
export function floorLines(section) {
  const { requestLatencyMs, downloadThroughputKbps, cpuSlowdownMultiplier } = section.throttling;
  const lines = [
    `Tapped idle on a throttled phone (${requestLatencyMs} ms a request, ${(downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ÷${cpuSlowdownMultiplier}), ours and the browser's floor alternated, median (min–max) of ${section.loads} loads each, ms from the tap (${section.seconds} s, ${section.concurrency} pages at once). Busy floor: only \`aria-busy="true"\` on the tapped control; result floor: only the result (the dialog's \`showModal()\`, or the attribute changes of our tap). Ours ÷ floor (ours − floor, ms): feedback against the busy floor, result and INP against the result floor (INP against the busy floor where there is no result floor).`,
    '',
    row(['first interaction', 'visit', 'ours: feedback / result / INP', 'busy floor: feedback / INP', 'result floor: result / INP', 'ours ÷ floor: feedback', 'result', 'INP']),
    row(Array.from({ length: 8 }, () => '---')),
  ];
  const notes = [];
  for (const item of section.rows) {
    const inpFloor = item.result?.inpMs.median != null ? item.result.inpMs : item.busy.inpMs;
    lines.push(
      row([
        `\`${item.page}\` ${item.label}`,
        VISIT_LABELS[item.visit] ?? item.visit,
        `${formatSpan(item.ours.feedbackMs)} / ${formatSpan(item.ours.resultMs)} / ${inp(item.ours.inpMs)}`,
        `${formatSpan(item.busy.feedbackMs)} / ${inp(item.busy.inpMs)}`,
        item.result ? `${formatSpan(item.result.resultMs)} / ${inp(item.result.inpMs)}` : '–',
        formatRatio(floorRatio(item.ours.feedbackMs, item.busy.feedbackMs)),
        formatRatio(floorRatio(item.ours.resultMs, item.result?.resultMs)),
        formatRatio(floorRatio(item.ours.inpMs, inpFloor)),
      ]),
    );
    const { kind, why, changes } = item.resultFloor;
    const name = `\`${item.page}\` ${item.label} (${VISIT_LABELS[item.visit] ?? item.visit})`;
    if (!kind) notes.push(`- ${name}: no result floor, ${why}.`);
    if (kind === 'replay' && changes) notes.push(`- ${name}: result floor replays ${changes.map(formatChange).join(', ')}.`);
    for (const failure of failures(item)) notes.push(`- ${name}: ${failure}.`);
  }
  return notes.length > 0 ? [...lines, '', ...notes] : lines;
}
