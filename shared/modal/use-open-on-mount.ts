import { useEffect } from 'react';
import type { ModalState } from './use-modal-state.ts';

/**
 * Opens `modal` once, right after it mounts, as if `openedBy` had been clicked: the lazy modals of
 * `mountOnFirstTrigger` mount on that first click, after their own trigger listener could see it.
 * Focus returns to `openedBy` on close. Nothing happens without a trigger.
 */
export function useOpenOnMount(modal: ModalState, openedBy: HTMLElement | null | undefined): void {
  const { show } = modal;
  useEffect(() => {
    if (openedBy?.isConnected) show(openedBy);
    // Only the first render's trigger counts: later openings come from useModalTriggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
