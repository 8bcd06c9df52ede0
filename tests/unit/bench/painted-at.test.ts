import { describe, expect, it } from 'vitest';
import { paintedAt } from '../../../scripts/bench/painted-at.mjs';

const tap = { tapAt: 100 };
const click = { name: 'click', startTime: 130, processingEnd: 140, end: 180 };

describe("the interactions probe's paint time", () => {
  it("takes Event Timing's presentation of the frame that first showed the change, not the probe's later stamp", () => {
    // A task the page queued in that frame ran before the probe's message: 260 is that task's end.
    expect(paintedAt({ ...tap, events: [click], resultFrameAt: 150, resultAt: 260 }, 'result')).toBe(180);
  });

  it("keeps the probe's stamp when the change showed in a later frame than the one an event presented", () => {
    expect(paintedAt({ ...tap, events: [click], resultFrameAt: 400, resultAt: 420 }, 'result')).toBe(420);
  });

  it('ignores events before the tap and events whose handlers ran after the frame began', () => {
    const earlier = { name: 'click', startTime: 20, processingEnd: 30, end: 200 };
    const later = { name: 'keydown', startTime: 160, processingEnd: 170, end: 190 };
    expect(paintedAt({ ...tap, events: [earlier, later], feedbackFrameAt: 150, feedbackAt: 165 }, 'feedback')).toBe(165);
  });

  it('takes the earliest presentation when several events of the tap presented that frame', () => {
    const pointerup = { name: 'pointerup', startTime: 120, processingEnd: 125, end: 176 };
    expect(paintedAt({ ...tap, events: [click, pointerup], resultFrameAt: 150, resultAt: 200 }, 'result')).toBe(176);
  });

  it("is the probe's stamp without Event Timing entries, and undefined for what never showed", () => {
    expect(paintedAt({ ...tap, events: [], resultFrameAt: 150, resultAt: 170 }, 'result')).toBe(170);
    expect(paintedAt({ ...tap, events: [click] }, 'result')).toBeUndefined();
  });
});
