// The paint time of a change the interactions probe saw (interactions.mjs, `arm`).

/** The first animation frame (its stamp) whose callback the probe saw run at or after `time`. */
function firstFrameAfter(frames, time) {
  let first;
  for (const frame of frames) if (frame[1] >= time && (first === undefined || frame[1] < first[1])) first = frame;
  return first?.[0];
}

/**
 * When the probe's `key` (`feedback` or `result`) was painted, in the page's time. When the frame
 * that first showed the change is the first frame after the handlers of an event of the tap, the
 * presentation time Event Timing gives for that event (`startTime + duration`): the probe's own
 * stamp, a task after that frame, may come after tasks the page queued in it. Otherwise the probe's
 * stamp. Undefined when the change never showed.
 */
export function paintedAt(probe, key) {
  const at = probe[`${key}At`];
  const frame = probe[`${key}Frame`];
  if (at === undefined || frame === undefined) return at;
  const tapAt = probe.tapAt ?? Number.NEGATIVE_INFINITY;
  const frames = probe.frames ?? [];
  const presented = (probe.events ?? []).filter((event) => event.startTime >= tapAt && firstFrameAfter(frames, event.processingEnd) === frame);
  return presented.length > 0 ? Math.min(...presented.map((event) => event.end)) : at;
}
