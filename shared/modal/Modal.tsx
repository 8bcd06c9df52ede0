import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { controlMessages } from '../messages/catalogue/control-messages.ts';
import { messagesFrom } from '../messages/translate.ts';
import { injectModalStyle } from './modal-style.ts';
import { lockScroll } from './scroll-lock.ts';
import { closeDialog } from './show-dialog.ts';
import { showDialogFocused } from './show-dialog-focused.ts';

const t = messagesFrom(controlMessages);

interface ModalBaseProps {
  /** The modal's id, as the triggers' `aria-controls` name it (contract: `claimModal`, …). */
  readonly id: string;
  readonly open: boolean;
  /** Called on Escape, the close button and a click on the backdrop: set `open` to false. */
  readonly onClose: () => void;
  /** Where focus returns on close; by default the element that had focus when the modal opened. */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** Put in `.modal-footer`, which is left out when this is absent. */
  readonly footer?: ReactNode;
  /** Extra classes of `.modal-dialog`, such as `modal-lg` or `modal-dialog-centered`. */
  readonly dialogClassName?: string;
  /**
   * False for a gate the visitor must answer (the age check): no close button, and Escape and the
   * backdrop do nothing; `onClose` is then never called. Default true.
   */
  readonly dismissible?: boolean;
  /** The id of an element inside that describes the modal (`aria-describedby`). */
  readonly describedBy?: string;
  readonly children?: ReactNode;
}

/** `<Modal>`'s props: a visible `title`, or the id of an element inside that names the modal. */
export type ModalProps = ModalBaseProps &
  ({ readonly title: ReactNode; readonly labelledBy?: never } | { readonly labelledBy: string; readonly title?: never });

/**
 * A Bootstrap 4 modal on the native `<dialog>` opened with `showModal()`: the browser keeps focus
 * inside, makes the page inert and puts the modal in the top layer. It moves focus to the first
 * field on open, closes on Escape, its close button and the backdrop, locks the page's scroll while
 * open and gives focus back on close. Pair it with `useModalState`.
 */
export function Modal({
  id,
  open,
  onClose,
  returnFocusTo,
  footer,
  dialogClassName,
  dismissible = true,
  describedBy,
  children,
  ...naming
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const labelId = naming.labelledBy ?? `${id}-title`;
  const latest = useRef({ open, onClose, returnFocusTo, dismissible });
  latest.current = { open, onClose, returnFocusTo, dismissible };
  const native = useRef(true);

  // A layout effect, declared first: a modal open from its first render (the age gate) must be
  // styled before the open effect below shows it, or Bootstrap's .modal{display:none} would keep
  // its fields from taking focus.
  useLayoutEffect(() => injectModalStyle(), []);

  // A layout effect before the open effect below: a modal open from its first render is shown by
  // showModal() in that commit, and a key pressed right then (Escape) must already find these
  // listeners; in a passive effect they came a frame later on Preact.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    let pressedOnBackdrop = false;
    const onCancel = (event: Event) => {
      // Escape: the state closes the dialog, so that it stays the one source of truth.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    const onNativeClose = () => {
      // Closed by the browser itself (Chrome ends a repeated cancelled Escape, <form method="dialog">).
      if (!latest.current.open || element.open) return;
      if (latest.current.dismissible) latest.current.onClose();
      else {
        // A gate stays: show it again at once.
        native.current = showDialogFocused(element);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Without showModal there is no cancel event.
      if (!native.current && event.key === 'Escape' && latest.current.dismissible) latest.current.onClose();
    };
    const onMouseDown = (event: MouseEvent) => {
      pressedOnBackdrop = event.target === element;
    };
    const onClick = (event: MouseEvent) => {
      // The dialog fills the viewport; only its own area around .modal-dialog is backdrop. A drag
      // that starts in a field and ends outside must not close the form.
      if (pressedOnBackdrop && event.target === element && latest.current.dismissible) latest.current.onClose();
      pressedOnBackdrop = false;
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('mousedown', onMouseDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('mousedown', onMouseDown);
      element.removeEventListener('click', onClick);
    };
  }, []);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement;
    // The scroll lock reads the layout (the scrollbar's width) before showModal() changes it: the
    // dialog's focusing then makes the one style and layout of the open dialog, not a second.
    const unlockScroll = lockScroll();
    native.current = showDialogFocused(element);
    return () => {
      latest.current.open = false;
      closeDialog(element);
      unlockScroll();
      const target = latest.current.returnFocusTo?.current ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id={id}
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      tabIndex={-1}
    >
      <div className={dialogClassName ? `modal-dialog ${dialogClassName}` : 'modal-dialog'}>
        <div className="modal-content">
          <div className="modal-header">
            {naming.title !== undefined && (
              <h5 className="modal-title" id={labelId}>
                {naming.title}
              </h5>
            )}
            {dismissible && (
              <button type="button" className="close" aria-label={t('closeLabel')} onClick={onClose}>
                <span aria-hidden="true">&times;</span>
              </button>
            )}
          </div>
          <div className="modal-body">{children}</div>
          {footer !== undefined && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </dialog>
  );
}
