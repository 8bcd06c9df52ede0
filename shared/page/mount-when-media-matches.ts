import type { WidgetContext } from '../runtime/widget-definition.ts';

/** Mounts a behaviour whose code has loaded; returns the function that unmounts it. */
export type BehaviourMounter = () => () => void;

/** The phase `reportError` names when the behaviour could not be loaded or mounted. */
const LOAD_PHASE = 'loading its code for this screen size';

/**
 * Keeps the code of a behaviour that only acts on some screens (phones, tablets) out of the page's
 * first download, so that desktops never fetch it: watches the media `query` and, the first time it
 * matches (at once if it already does), loads the behaviour with `load` (a dynamic import) and
 * mounts it. From then on the behaviour follows later media changes itself. A failure to load or
 * mount is reported through `context.reportError`. Returns the cleanup: it stops watching and
 * unmounts the behaviour, and a load still under way then mounts nothing.
 */
export function mountWhenMediaMatches(
  query: string,
  load: () => Promise<BehaviourMounter>,
  context: Pick<WidgetContext, 'reportError'>,
): () => void {
  const media = window.matchMedia(query);
  let unmount: (() => void) | undefined;
  let stopped = false;

  const start = () => {
    // One load for the life of the widget: the behaviour handles the breakpoint from now on.
    media.removeEventListener('change', onChange);
    load()
      .then((mount) => {
        if (!stopped) unmount = mount();
      })
      .catch((error: unknown) => {
        // After the cleanup the root is no longer this widget's: nothing to report on it.
        if (!stopped) context.reportError(error, LOAD_PHASE);
      });
  };
  const onChange = () => {
    if (media.matches) start();
  };

  if (media.matches) start();
  else media.addEventListener('change', onChange);

  return () => {
    stopped = true;
    media.removeEventListener('change', onChange);
    unmount?.();
    unmount = undefined;
  };
}
