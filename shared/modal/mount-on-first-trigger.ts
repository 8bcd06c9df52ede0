import { loadOnce } from '../lazy/load-once.ts';
import { controlMessages } from '../messages/catalogue/control-messages.ts';
import { messagesFrom } from '../messages/translate.ts';
import { notifyError } from '../notify/notify.ts';
import { findModalTrigger } from './modal-trigger.ts';

const t = messagesFrom(controlMessages);

/** Mounts the real modal, opened from `trigger`; returns its unmount function. */
export type ModalMounter = (trigger: HTMLButtonElement) => () => void;

/** What `mountOnFirstTrigger` needs to know about one modal. */
export interface FirstTriggerOptions {
  /** The modal's id, as the triggers' `aria-controls` name it. */
  readonly modalId: string;
  /** Loads the modal's code (a dynamic import) and resolves with its mounter. */
  readonly load: () => Promise<ModalMounter>;
}

/**
 * Keeps a modal's code out of the page's first download: waits for the first click on one of its
 * triggers, then loads the modal and mounts it already open, so that it takes over its triggers from
 * then on. Pointing at or focusing a trigger starts the load early, so the click rarely waits; a
 * click on another trigger meanwhile wins, as it would once loaded. When the code cannot be loaded,
 * a toast says so (unless stopped meanwhile) and the trigger stays usable for another try.
 * Returns the cleanup, which also unmounts the modal once mounted.
 */
export function mountOnFirstTrigger({ modalId, load }: FirstTriggerOptions): () => void {
  const start = loadOnce(load);
  let unmount: (() => void) | null = null;
  let stopped = false;
  // The trigger clicked last while the code loads: the modal opens for it (its review, its focus).
  let latest: HTMLButtonElement | null = null;

  const prefetch = (event: Event) => {
    if (findModalTrigger(event.target, modalId)) start().catch(() => undefined);
  };

  const onClick = (event: MouseEvent) => {
    const trigger = findModalTrigger(event.target, modalId);
    if (!trigger) return;
    event.preventDefault();
    latest = trigger;
    if (trigger.getAttribute('aria-busy') === 'true') return;
    trigger.setAttribute('aria-busy', 'true');
    start()
      .then((mount) => {
        if (stopped || unmount || !latest) return;
        removeListeners();
        unmount = mount(latest);
      })
      .catch(() => {
        // One toast per failed load, from the latest click; none once the root is gone.
        if (!stopped && latest === trigger) notifyError(t('partLoadFailed'));
      })
      .finally(() => {
        trigger.removeAttribute('aria-busy');
        if (latest === trigger) latest = null;
      });
  };

  const removeListeners = () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', prefetch);
    document.removeEventListener('focusin', prefetch);
  };

  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', prefetch);
  document.addEventListener('focusin', prefetch);
  return () => {
    stopped = true;
    removeListeners();
    unmount?.();
  };
}
