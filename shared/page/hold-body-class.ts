import { hasBodyClass, setBodyClass, type BodyClass } from './body-classes.ts';

/** Per class: how many owners hold it, and whether the body carried it before the first did. */
const holds = new Map<BodyClass, { owners: number; readonly hadClass: boolean }>();

/**
 * Puts `name` on the body for one owner and returns the function that lets it go; the class stays
 * until the last owner lets go, and then only leaves when the body did not carry it before the
 * first owner came (the template printed it), so two widgets never undo each other (STYLE rule 14).
 */
export function holdBodyClass(name: BodyClass): () => void {
  let hold = holds.get(name);
  if (!hold) {
    hold = { owners: 0, hadClass: hasBodyClass(name) };
    holds.set(name, hold);
  }
  hold.owners += 1;
  // Every owner sets it: another script may have taken it off since the first owner came.
  setBodyClass(name, true);
  let released = false;
  return () => {
    if (released || !hold) return;
    released = true;
    hold.owners -= 1;
    if (hold.owners > 0) return;
    holds.delete(name);
    if (!hold.hadClass) setBodyClass(name, false);
  };
}
