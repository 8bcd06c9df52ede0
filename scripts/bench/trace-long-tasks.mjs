// What the main thread's long tasks were, read from a Chromium trace recorded from before a page's
// navigation (interactions-trace.mjs --at-mount, issue 19): a tap made as soon as every root has
// mounted waits behind them (input delay), and the Long Tasks API says only when they ran, not what
// they ran.

/** Trace categories that name what a task ran: scripts (with their URL), events, timers, style and layout, and the navigation's start. */
export const LONG_TASK_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading'];

/** A task this long or longer (ms) is a long task, as the Long Tasks API counts them. */
const LONG_TASK_MS = 50;

/** The trace events that say what part of a task was, and how each is named. */
const LABELS = {
  EvaluateScript: (data) => `evaluate ${fileOf(data?.url)}`,
  'v8.evaluateModule': () => 'evaluate module',
  'v8.compileModule': (data) => `compile module ${fileOf(data?.url)}`,
  FunctionCall: (data) => `${data?.functionName || 'function'} ${fileOf(data?.url)}`,
  RunMicrotasks: () => 'microtasks',
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  FireIdleCallback: () => 'idle callback',
  EventDispatch: (data) => `event ${data?.type ?? ''}`,
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: (data) => `parse stylesheet ${fileOf(data?.styleSheetUrl)}`,
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  PrePaint: () => 'pre-paint',
  Paint: () => 'paint',
};

/** The events that name a script's file: shown inside a wrapping event (microtasks, a timer) that does not. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compileModule']);

/** A script URL shortened to what tells the chunks apart: the path after `/dist/`, else the file's name. */
function fileOf(url) {
  if (!url) return '(no url)';
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? url.slice(dist + '/dist/'.length) : url.replace(/[?#].*$/, '').replace(/.*\//, '') || url;
}

/**
 * The renderer main thread's tasks of LONG_TASK_MS or more overlapping `from`..`to` (ms of the page's
 * own clock, `performance.now()` of the document loaded from `url`), each as
 * "start+duration: part ms, part ms" with times from `origin` (the tap) and its outermost parts
 * longest first, a part that names no script followed by the longest script inside it (`>`).
 * Null when the trace has no navigation start for `url` (it was not recorded from before the navigation).
 */
export function longTasksInTrace(buffer, url, { from, to, origin }) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url).at(-1);
  if (!navigation) return null;
  const onMain = (event) => event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid;
  // The page's clock starts at the navigation (its time origin): trace µs = start + page ms × 1000.
  const at = (ms) => navigation.ts + ms * 1000;
  const since = (ts) => Math.round((ts - at(origin)) / 1000);
  const tasks = events.filter(
    (event) => onMain(event) && event.name === 'RunTask' && event.dur >= LONG_TASK_MS * 1000 && event.ts < at(to) && event.ts + event.dur > at(from),
  );
  const labelled = events.filter((event) => onMain(event) && LABELS[event.name]).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return tasks.map((task) => {
    const inside = labelled.filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const outermost = [];
    let end = -1;
    for (const event of inside) {
      if (event.ts >= end) {
        outermost.push(event);
        end = event.ts + event.dur;
      }
    }
    const parts = outermost
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((part) => {
        const name = `${LABELS[part.name](part.args?.data)} ${Math.round(part.dur / 1000)}`;
        if (SCRIPT_EVENTS.has(part.name)) return name;
        const script = inside
          .filter((event) => SCRIPT_EVENTS.has(event.name) && event.ts >= part.ts && event.ts + event.dur <= part.ts + part.dur)
          .sort((a, b) => b.dur - a.dur)[0];
        return script ? `${name} > ${LABELS[script.name](script.args?.data)} ${Math.round(script.dur / 1000)}` : name;
      });
    return `${since(task.ts)}+${Math.round(task.dur / 1000)}: ${parts.join(', ')}`;
  });
}
