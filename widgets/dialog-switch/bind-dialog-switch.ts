import { loadOnce } from '../../shared/lazy/load-once.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { dialogSwitchMarkup } from './dialog-switch-markup.ts';
import type { DialogSwitcher } from './dialog-switcher.ts';

/**
 * Loads the switching code, once per page: a chunk of its own, as the listing page's budget counts
 * everything loaded before the visitor interacts.
 */
const loadSwitcher = loadOnce(() => import('./dialog-switcher.ts'));

const TRIGGER_SELECTOR = `[${dialogSwitchMarkup.show}]`;

/**
 * Mounts a dialog switch (the widget's mount): a click on a trigger `[data-dialog-show="N"]` inside
 * `root` switches to the dialog `[data-dialog-index="N"]` (see `createDialogSwitcher`). The
 * switching code starts loading when the pointer or the focus enters the box. Returns the undo function.
 */
export function bindDialogSwitch(root: HTMLElement, context: WidgetContext): () => void {
  let switcher: DialogSwitcher | null = null;
  let mounted = true;
  const prefetch = () => {
    // A failure here is reported when a trigger is used.
    loadSwitcher().catch(() => {});
  };
  const onClick = (event: MouseEvent) => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER_SELECTOR) : null;
    if (!trigger || !root.contains(trigger)) return;
    loadSwitcher().then(
      ({ createDialogSwitcher }) => {
        if (!mounted) return;
        switcher ??= createDialogSwitcher(root, dialogSwitchMarkup, context);
        switcher.show(trigger);
      },
      (error: unknown) => context.reportError(error, 'loading its switcher'),
    );
  };
  root.addEventListener('click', onClick);
  root.addEventListener('pointerenter', prefetch);
  root.addEventListener('focusin', prefetch);
  return () => {
    mounted = false;
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerenter', prefetch);
    root.removeEventListener('focusin', prefetch);
    switcher?.stop();
  };
}
