import type { WidgetContext } from '../runtime/widget-definition.ts';

/** Mounts a behaviour whose code has loaded; returns the function that unmounts it. */
export type BehaviourMounter = () => () => void;

/** What `mountOnFirstUse` waits for before it loads a behaviour, and how it loads it. */
export interface FirstUse {
  /** The media query of the screens the behaviour acts on (phones, tablets). */
  readonly query: string;
  /** Where the visitor's first signs of use arrive: `window` for scrolling, the widget's element for a tap. */
  readonly target: EventTarget;
  /** The events on `target` that announce the behaviour is about to be needed (a scroll, a finger landing). */
  readonly events: readonly string[];
  /**
   * Whether the behaviour is needed already, before any sign of use (a page reloaded scrolled
   * down); asked whenever the query starts matching. Without it, only the events load the code.
   */
  readonly neededNow?: () => boolean;
  /** Loads the behaviour's code (a dynamic import) and resolves with its mounter. */
  readonly load: () => Promise<BehaviourMounter>;
}

/** The phase `reportError` names when the behaviour could not be loaded or mounted. */
const LOAD_PHASE = 'loading its code for this screen size';

/**
 * Keeps the code of a behaviour that only acts on some screens out of the page's first download:
 * desktops never fetch it, and phones only once the visitor starts using it. While the media
 * `query` matches, the first of `events` on `target` (or `neededNow()`, when the query starts
 * matching) loads the behaviour with `load` and mounts it; from then on the behaviour follows later
 * media changes and events itself. The listeners are passive (a touch or a scroll never waits for
 * them) and only exist while the query matches. A failure to load or mount is reported through
 * `context.reportError`. Returns the cleanup: it stops listening and unmounts the behaviour, and a
 * load still under way then mounts nothing.
 */
export function mountOnFirstUse(
  { query, target, events, neededNow, load }: FirstUse,
  context: Pick<WidgetContext, 'reportError'>,
): () => void {
  const media = window.matchMedia(query);
  let unmount: (() => void) | undefined;
  let stopped = false;

  const listen = (on: boolean) => {
    for (const type of events) {
      if (on) target.addEventListener(type, onUse, { passive: true });
      else target.removeEventListener(type, onUse);
    }
  };
  const start = () => {
    // One load for the life of the widget: the behaviour handles the breakpoint from now on.
    media.removeEventListener('change', onChange);
    listen(false);
    load()
      .then((mount) => {
        if (!stopped) unmount = mount();
      })
      .catch((error: unknown) => {
        // After the cleanup the root is no longer this widget's: nothing to report on it.
        if (!stopped) context.reportError(error, LOAD_PHASE);
      });
  };
  // The query is read again: a window widened past it gets its resize event before the query's change.
  const onUse = () => {
    if (media.matches) start();
  };
  const onChange = () => {
    if (!media.matches) listen(false);
    else if (neededNow?.()) start();
    else listen(true);
  };

  media.addEventListener('change', onChange);
  onChange();

  return () => {
    stopped = true;
    media.removeEventListener('change', onChange);
    listen(false);
    unmount?.();
    unmount = undefined;
  };
}
