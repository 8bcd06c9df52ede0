import { useState } from 'react';
import type { ModalState } from './use-modal-state.ts';

/**
 * Opens `modal` once, right after it mounts, as if `openedBy` had been clicked: the lazy modals of
 * `mountOnFirstTrigger` mount on that first click, after their own trigger listener could see it.
 * Focus returns to `openedBy` on close. Nothing happens without a trigger.
 */
export function useOpenOnMount(modal: ModalState, openedBy: HTMLElement | null | undefined): void {
  // Opened while the first render runs (React's "adjusting state while rendering", which Preact
  // does too): the modal commits open once, where an effect committed it closed, rendered the whole
  // modal again and showed it a frame later. Only the first render's trigger counts: later openings
  // come from useModalTriggers.
  const [pending, setPending] = useState(() => openedBy?.isConnected === true);
  if (pending) {
    setPending(false);
    modal.show(openedBy);
  }
}
