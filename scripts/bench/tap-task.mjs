// What the tap's own task ran (issue 19): reads one trace written by interactions-trace.mjs with
// TRACE_OUT and TRACE_CATEGORIES=toplevel,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler
// and prints, from the tap's pointerdown to the end of the first paint after its click, the renderer
// main thread's tasks with their parts (events, our functions by file and line, style passes with
// their element count, layouts, paint), then the CPU samples of that span: self time by function,
// inclusive time by file, and inclusive time by function within the click. Minified names map back
// to the source with the chunk's .js.map (dist/chunks/). Not part of `npm run bench`:
//   node scripts/bench/tap-task.mjs .tmp/filters-1.json
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('Usage: node scripts/bench/tap-task.mjs TRACE.json');
const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
/** The parts of a task that are shown (each at least 0.3 ms, or a task's outermost). */
const PARTS = new Set(['EventDispatch', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'HitTest']);
const down = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown');
if (!down) throw new Error(`${file} has no pointerdown: was the trace recorded around a tap?`);
const onMain = (event) => event.pid === down.pid && event.tid === down.tid && event.ph === 'X';
const click = events.find((event) => onMain(event) && event.name === 'EventDispatch' && event.args?.data?.type === 'click');
const t0 = down.ts;
const ms = (us) => (us / 1000).toFixed(1);
const shortFile = (url) => (url || '').replace(/.*\//, '');
const paint = events
  .filter((event) => onMain(event) && (event.name === 'Paint' || event.name === 'Commit' || event.name === 'Layerize') && event.ts > (click?.ts ?? t0))
  .sort((a, b) => a.ts - b.ts)[0];
const end = paint ? paint.ts + paint.dur : t0 + 1e6;

function label(event) {
  const data = event.args?.data ?? {};
  if (event.name === 'EventDispatch') return `event ${data.type}`;
  if (event.name === 'FunctionCall') return `fn ${data.functionName || '?'} ${shortFile(data.url)}:${data.lineNumber ?? ''}`;
  if (event.name === 'UpdateLayoutTree') return `style(${event.args?.elementCount ?? '?'})`;
  if (event.name === 'Layout') return `layout(${event.args?.beginData?.dirtyObjects ?? '?'}/${event.args?.beginData?.totalObjects ?? '?'})`;
  return event.name;
}

// The tasks: RunTask where the trace has it, else the outermost parts.
const candidates = events
  .filter((event) => onMain(event) && (event.name === 'RunTask' || PARTS.has(event.name)) && event.ts + event.dur >= t0 - 5000 && event.ts <= end)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const tasks = [];
for (const event of candidates) if (!tasks.length || event.ts >= tasks.at(-1).ts + tasks.at(-1).dur) tasks.push(event);
console.log(`tap (pointerdown) at 0 ms; click ${click ? `${ms(click.ts - t0)}..${ms(click.ts + click.dur - t0)}` : 'none'}; first paint after it ends at ${ms(end - t0)}`);
for (const task of tasks) {
  const inside = events
    .filter((event) => onMain(event) && PARTS.has(event.name) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const lines = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (event.dur >= 300 || stack.length === 0) lines.push(`${'  '.repeat(stack.length + 1)}${ms(event.ts - t0)} ${label(event)} ${ms(event.dur)}`);
    stack.push(event);
  }
  if (task.dur < 1000 && lines.length <= 1) continue;
  console.log(`task ${ms(task.ts - t0)} +${ms(task.dur)}`);
  for (const line of lines) console.log(line);
}

// The CPU profile: its Profile event is on the main thread, its chunks (same id) on the profiler's.
const profile = events.find((event) => event.name === 'Profile' && event.pid === down.pid && event.tid === down.tid);
if (!profile) {
  console.log('no CPU profile (add disabled-by-default-v8.cpu_profiler to TRACE_CATEGORIES)');
  process.exit(0);
}
const nodes = new Map();
const samples = [];
let time = profile.args.data.startTime;
for (const event of events) {
  if (event.name !== 'ProfileChunk' || event.pid !== profile.pid || event.id !== profile.id) continue;
  const cpuProfile = event.args.data.cpuProfile ?? {};
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  const deltas = event.args.data.timeDeltas ?? [];
  (cpuProfile.samples ?? []).forEach((id, index) => samples.push([(time += deltas[index]), id]));
}
const frameKey = ({ functionName, url, lineNumber, columnNumber }) => `${functionName || '(anonymous)'} ${shortFile(url)}:${lineNumber}:${columnNumber}`;

/** Sums each sample's time (to the next sample) from `from` to `to` per key of its stack (each key once a sample). */
function sum(from, to, keysOf) {
  const totals = new Map();
  for (let index = 0; index < samples.length - 1; index += 1) {
    const [at, id] = samples[index];
    if (at < from || at > to) continue;
    const spent = samples[index + 1][0] - at;
    for (const key of new Set(keysOf(nodes.get(id)))) totals.set(key, (totals.get(key) ?? 0) + spent);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
const stackOf = function* (node) {
  for (let current = node; current; current = nodes.get(current.parent)) yield current.callFrame ?? {};
};
const print = (title, rows, count) => {
  console.log(title);
  for (const [key, spent] of rows.slice(0, count)) console.log(`  ${ms(spent)} ${key}`);
};
print('self, tap to paint:', sum(t0, end, (node) => [frameKey(node?.callFrame ?? {})]), 25);
print('inclusive by file, tap to paint:', sum(t0, end, (node) => Array.from(stackOf(node), (frame) => shortFile(frame.url) || frame.functionName)), 15);
if (click) print('inclusive by function, in the click:', sum(click.ts, click.ts + click.dur, (node) => Array.from(stackOf(node), frameKey)), 40);
