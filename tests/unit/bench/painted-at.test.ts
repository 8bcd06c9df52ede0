import { describe, expect, it } from 'vitest';
import { paintedAt } from '../../../scripts/bench/painted-at.mjs';

// Frames as the probe sees them: [the frame's stamp, when the probe's callback ran].
const frames = [
  [96, 97],
  [112, 150],
  [128, 166],
  [144, 182],
];
const tap = { tapAt: 100, frames };
const click = { name: 'click', startTime: 130, processingEnd: 140, end: 180 };

describe("the interactions probe's paint time", () => {
  it("takes Event Timing's presentation when the change showed in the frame right after the tap's handlers", () => {
    // A task the page queued in that frame ran before the probe's message: 260 is that task's end.
    expect(paintedAt({ ...tap, events: [click], resultFrame: 112, resultAt: 260 }, 'result')).toBe(180);
  });

  it("keeps the probe's stamp when the change showed in a later frame, even one begun before that presentation", () => {
    // The frame of 128 ran at 166, before the click's frame was presented at 180: still a frame later.
    expect(paintedAt({ ...tap, events: [click], resultFrame: 128, resultAt: 190 }, 'result')).toBe(190);
    expect(paintedAt({ ...tap, events: [click], resultFrame: 144, resultAt: 200 }, 'result')).toBe(200);
  });

  it('ignores the events before the tap', () => {
    const earlier = { name: 'click', startTime: 20, processingEnd: 90, end: 120 };
    expect(paintedAt({ ...tap, events: [earlier], feedbackFrame: 96, feedbackAt: 105 }, 'feedback')).toBe(105);
  });

  it('takes the earliest presentation when several events of the tap presented that frame', () => {
    const pointerup = { name: 'pointerup', startTime: 120, processingEnd: 125, end: 176 };
    expect(paintedAt({ ...tap, events: [click, pointerup], resultFrame: 112, resultAt: 200 }, 'result')).toBe(176);
  });

  it("is the probe's stamp without Event Timing entries, and undefined for what never showed", () => {
    expect(paintedAt({ ...tap, events: [], resultFrame: 112, resultAt: 170 }, 'result')).toBe(170);
    expect(paintedAt({ ...tap, events: [click] }, 'result')).toBeUndefined();
  });
});
