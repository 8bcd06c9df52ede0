import { useCallback, useRef, useState, type RefObject } from 'react';
import { useExpandedTrigger } from './use-expanded-trigger.ts';
import { useModalTriggers } from './use-modal-triggers.ts';

/** The props `useModalState` gives `<Modal>`: spread them, then add the title and content. */
export interface ModalStateProps {
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** A modal's open state, what opened it, and the calls that open and close it. */
export interface ModalState {
  readonly open: boolean;
  /**
   * The element the latest `show` came from (the clicked trigger), as state: a modal whose content
   * depends on its trigger (a review id) re-renders when another trigger opens it.
   */
  readonly openedBy: HTMLElement | null;
  /** Opens the modal; focus returns to `from` on close (by default, to what had focus). */
  readonly show: (from?: HTMLElement | null) => void;
  readonly close: () => void;
  readonly modalProps: ModalStateProps;
}

/**
 * The state of the modal `id`, opened by the page's triggers (see `useModalTriggers`) or by `show`.
 *
 * @example
 * const claim = useModalState('claimModal');
 * return <Modal {...claim.modalProps} title={t('claimTitle')}>…</Modal>; // claim.close() after success
 */
export function useModalState(id: string): ModalState {
  const [open, setOpen] = useState(false);
  const [openedBy, setOpenedBy] = useState<HTMLElement | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const show = useCallback((from: HTMLElement | null = null) => {
    returnFocusTo.current = from;
    setOpenedBy(from);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useModalTriggers(id, show);
  useExpandedTrigger(openedBy, open);
  return { open, openedBy, show, close, modalProps: { id, open, onClose: close, returnFocusTo } };
}
