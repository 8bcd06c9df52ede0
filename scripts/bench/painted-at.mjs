// The paint time of a change the interactions probe saw (interactions.mjs, `arm`).

/**
 * When the probe's `key` (`feedback` or `result`) was painted, in the page's time: the presentation
 * time Event Timing gives (`startTime + duration`) for an event of the tap whose handlers had run
 * when the frame that first showed the change began, and that presented that frame; else the
 * probe's own stamp after that frame. Undefined when it never showed.
 */
export function paintedAt(probe, key) {
  const at = probe[`${key}At`];
  const frameAt = probe[`${key}FrameAt`];
  if (at === undefined || frameAt === undefined) return at;
  const tapAt = probe.tapAt ?? Number.NEGATIVE_INFINITY;
  const presented = (probe.events ?? []).filter((event) => event.startTime >= tapAt && event.processingEnd <= frameAt && frameAt <= event.end);
  return presented.length > 0 ? Math.min(...presented.map((event) => event.end)) : at;
}
