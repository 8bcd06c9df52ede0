/**
 * Runs `task` in a task of its own after the browser's next paint (issue 19): a busy state set in
 * an event handler is shown before heavy work that would otherwise share the handler's frame (and
 * count in the interaction's INP). A frame callback runs before the paint; a timer set there, after.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
