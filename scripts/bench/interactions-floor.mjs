// The browser's own floor for each first interaction tapped idle (issue 19): the same tap on the same
// page, in the same run, with its result made by the least code possible, beside ours. Opt-in, not
// part of the CI bench: `npm run bench -- --only=interactions --interactions-floor
// --interactions=claim,menu --interactions-concurrency=1 [--interactions-floor-visits=returning,first]
// [--interactions-floor-loads=3]` (defaults: returning visits, the section's LOADS rounds).
// Each load of ours (the `interactions` section's own `measureOnce`, tapped idle) is followed by
// loads of the same page where, just before the probe is armed, a capturing listener on `window`
// (installed over CDP, so the page's CSP does not apply) keeps the tap from every widget
// (`stopImmediatePropagation`; `preventDefault` on the event that would act: the click, or the key's
// keydown) and makes, on that event, only:
// - the busy floor (every row): `aria-busy="true"` on the tapped control, the probe's feedback;
// - the result floor (rows whose result needs no server): `showModal()` on the `dialog#ID` our modal
//   rendered closed at idle, or, for the switches and the verify step, the attribute changes our own
//   tap made in the load just before (recorded with a MutationObserver from the tap to the frame that
//   showed the result, so that what our widget defers past that paint is left out).
// The floor keeps the browser's part: the CDP touch's input delay, the events' dispatch, the style
// pass of the page made inert, layout and paint. Ours minus the floor is what our code adds.
import { LOADS, CONCURRENCY, measureOnce, option, pool, selected } from './interactions.mjs';
import { summarize } from './interactions-table.mjs';
import { floorLines } from './interactions-floor-table.mjs';
import { PHONE } from './phone-throttling.mjs';

/** Rounds of ours and the floors, each round one load of each. */
const ROUNDS = Number(option('interactions-floor-loads') ?? LOADS);

/** The switches and the verify step: their result is attribute changes, replayed (recorded from our tap). */
const REPLAYED = new Set(['"Menu" → panel', '"Filters" → panel', '"List" view switch', 'verify step → shown']);

/** Why a row has no result floor: one made with less code would not be the same result. */
const NO_RESULT_FLOOR = {
  'first picture → lightbox': 'glightbox builds its frame and slides on opening: a floor would be another lightbox',
  'favorite → answered': "its result is the server's answer",
  'country changed → cities': "its result is the server's answer",
  '3rd character → suggestions': "its result is the server's answer",
  'agency save → answered': "its result is the server's answer",
  'other city → block added': 'its result is a block of new elements the widget renders, not attribute changes',
  'camera → its explanation': 'its result is text the widget renders, not attribute changes',
};

/** How `interaction`'s result floor is made: a dialog shown, recorded changes replayed, or none (and why). */
export function resultFloorOf(interaction) {
  const dialog = /^dialog#([\w-]+)$/.exec(interaction.result.selector);
  if (dialog) return { kind: 'dialog', dialogId: dialog[1] };
  if (REPLAYED.has(interaction.label)) return { kind: 'replay' };
  return { kind: null, why: NO_RESULT_FLOOR[interaction.label] ?? 'no floor defined for it' };
}

/**
 * In the page, before the probe is armed: records every attribute change from the tap on, each with
 * its element's path of child indices from `<html>` and the time its observer heard it (at the end of
 * the task that made it); recordedChanges() keeps those the frame that showed the result held, so
 * that what our widget defers past that paint is left out.
 */
function recordChanges() {
  const probe = window.__benchProbe;
  const record = (window.__floorRecord = { changes: [] });
  const pathOf = (element) => {
    const steps = [];
    for (let node = element; node !== document.documentElement; node = node.parentElement) {
      if (!node?.parentElement) return null;
      steps.unshift([...node.parentElement.children].indexOf(node));
    }
    return steps;
  };
  new MutationObserver((records) => {
    if (probe.tapAt === undefined || probe.resultPending) return;
    const at = performance.now();
    for (const { target, attributeName } of records) {
      if (attributeName === 'data-widget-state') continue;
      record.changes.push({ path: pathOf(target), tag: target.tagName, name: attributeName, value: target.getAttribute(attributeName), at });
    }
  }).observe(document.documentElement, { subtree: true, attributes: true });
}

/**
 * The recorded changes up to the probe's look at the frame that showed the result (its `frames`
 * entry of `resultFrame`), the last value of each attribute of each element, in order; null if the
 * result was not reached.
 */
async function recordedChanges(page) {
  const { record, seenAt } = await page.evaluate(() => {
    const probe = window.__benchProbe;
    return { record: window.__floorRecord, seenAt: probe.frames?.find(([frame]) => frame === probe.resultFrame)?.[1] };
  });
  if (!record || seenAt === undefined) return null;
  const last = new Map();
  for (const change of record.changes) {
    if (!change.path || change.at > seenAt) continue;
    const key = `${change.path.join('/')} ${change.name}`;
    last.delete(key);
    last.set(key, change);
  }
  return [...last.values()];
}

/**
 * In the page, on the tapped control (`target`): keeps the tap from every widget and makes the floor's
 * result on the event that would act. Returns `{ ready: false, why }` when the result floor cannot be
 * made here (its dialog or an element it changes is not in the page).
 */
function installFloor(target, { kind, dialogId, changes, key }) {
  let act;
  if (kind === 'busy') {
    act = () => target.setAttribute('aria-busy', 'true');
  } else if (kind === 'dialog') {
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement) || dialog.open) return { ready: false, why: `no closed dialog#${dialogId} in the page at idle` };
    act = () => dialog.showModal();
  } else {
    const elementAt = ({ path, tag }) => {
      let node = document.documentElement;
      for (const index of path) node = node?.children[index];
      return node?.tagName === tag ? node : null;
    };
    const resolved = changes.map((change) => [elementAt(change), change]);
    const missing = resolved.filter(([element]) => !element).length;
    if (missing > 0) return { ready: false, why: `${missing} of ${changes.length} recorded changes have no element here` };
    act = () => {
      for (const [element, { name, value }] of resolved) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    };
  }
  const actOn = key ? 'keydown' : 'click';
  const types = key
    ? ['keydown', 'keypress', 'beforeinput', 'input', 'change', 'keyup']
    : ['pointerover', 'pointerenter', 'pointerdown', 'touchstart', 'pointerup', 'touchend', 'mouseover', 'mouseenter', 'mousedown', 'focus', 'focusin', 'mouseup', 'click'];
  let acted = false;
  const stop = (event) => {
    if (!(event.target instanceof Node) || !target.contains(event.target)) return;
    event.stopImmediatePropagation();
    if (event.type !== actOn) return;
    // The click's default (a link followed, a form submitted) or the key's (a character, an option) would act too.
    event.preventDefault();
    if (acted) return;
    acted = true;
    act();
  };
  // On window, capturing: before every listener of the page but the probe's (added before the page's
  // scripts). Passive but for the event that acts: a blocking touch listener would make the browser
  // wait for the main thread before it handles the touch, which the widgets' page does not.
  for (const type of types) addEventListener(type, stop, { capture: true, passive: type !== actOn });
  return { ready: true };
}

/** `beforeArm` of a floor load: installs the floor on the tapped control, or fails the load when it cannot be made. */
const floorBeforeArm = (floor, interaction) => async (page, target) => {
  const installed = await target.evaluate(installFloor, { ...floor, key: interaction.key ?? null });
  if (!installed.ready) throw new Error(`no floor: ${installed.why}`);
  return installed;
};

/** Median and range of each figure of `runs`, and their errors. */
const summarizeRuns = (runs) => ({
  feedbackMs: summarize(runs.map((run) => run.feedbackMs)),
  resultMs: summarize(runs.map((run) => run.resultMs)),
  inpMs: summarize(runs.map((run) => run.inpMs)),
  errors: runs.filter((run) => run.error).map((run) => run.error),
});

/** ROUNDS rounds of ours, the busy floor and the result floor, alternated, for one interaction and visit. */
async function measureRow(bench, interaction, visit) {
  const resultFloor = resultFloorOf(interaction);
  const runs = { ours: [], busy: [], result: [] };
  let changes = null;
  for (let load = 0; load < ROUNDS; load += 1) {
    const recording = resultFloor.kind === 'replay' ? { beforeArm: (page) => page.evaluate(recordChanges), collect: recordedChanges } : {};
    const ours = await measureOnce(bench, interaction, visit, 'idle', recording);
    runs.ours.push(ours);
    changes = ours.collected ?? changes;
    runs.busy.push(await measureOnce(bench, interaction, visit, 'idle', { beforeArm: floorBeforeArm({ kind: 'busy' }, interaction), until: 'feedback' }));
    if (resultFloor.kind === 'dialog') runs.result.push(await measureOnce(bench, interaction, visit, 'idle', { beforeArm: floorBeforeArm(resultFloor, interaction) }));
    if (resultFloor.kind === 'replay') {
      runs.result.push(
        changes
          ? await measureOnce(bench, interaction, visit, 'idle', { beforeArm: floorBeforeArm({ kind: 'replay', changes }, interaction) })
          : { feedbackMs: null, resultMs: null, inpMs: null, error: 'no floor: our tap showed no result to record' },
      );
    }
  }
  return {
    page: interaction.page,
    label: interaction.label,
    visit,
    ours: summarizeRuns(runs.ours),
    busy: summarizeRuns(runs.busy),
    result: resultFloor.kind ? summarizeRuns(runs.result) : null,
    resultFloor: { kind: resultFloor.kind, why: resultFloor.why, changes: changes?.map(({ tag, name, value }) => ({ tag, name, value })) },
  };
}

/** Runs the floor beside ours: returns its lines and JSON (key `interactionsFloor`), never a failure. */
export async function benchInteractionsFloor(bench) {
  const started = Date.now();
  const visits = option('interactions-floor-visits')?.split(',') ?? ['returning'];
  const jobs = selected().flatMap((interaction) => visits.map((visit) => () => measureRow(bench, interaction, visit)));
  const rows = await pool(jobs);
  const json = { loads: ROUNDS, concurrency: CONCURRENCY, seconds: Math.round((Date.now() - started) / 1000), throttling: PHONE, rows };
  return { key: 'interactionsFloor', lines: floorLines(json), json, failures: 0 };
}
