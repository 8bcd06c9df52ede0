import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../../shared/modal/Modal.tsx';
import { MODAL_STYLE_ID } from '../../../../shared/modal/modal-style.ts';
import { dropStyleSheet, isStyleSheetAdopted } from '../../../../shared/styles/adopt-style-sheet.ts';
import { keepFocusOutOfClosedDialogs } from '../../support/closed-dialog-focus.ts';

let unmount: () => void = () => {};
const onClose = vi.fn();

/**
 * The `autofocus` attribute Modal's first focus looks for. JSX `autoFocus` is not it on React 19,
 * which renders no attribute and calls focus() at mount instead, while the dialog is still closed.
 */
function markAutofocus(element: HTMLElement | null): void {
  element?.setAttribute('autofocus', '');
}

/** A gate as the age check uses it: open until its one button answers it. */
function Gate() {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      id="gateModal"
      open={open}
      onClose={onClose}
      dismissible={false}
      title="Adults only"
      describedBy="gate-text"
      footer={
        <button type="button" id="answer" ref={markAutofocus} onClick={() => setOpen(false)}>
          I am 18 or older
        </button>
      }
    >
      <p id="gate-text">Adults only beyond this point.</p>
    </Modal>
  );
}

function mount(): HTMLDialogElement {
  const { unmount: unmountRoot } = render(<Gate />);
  unmount = unmountRoot;
  const dialog = document.getElementById('gateModal');
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('no dialog');
  return dialog;
}

beforeEach(keepFocusOutOfClosedDialogs);

afterEach(() => {
  unmount();
  onClose.mockClear();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.className = '';
});

describe('a Modal that is not dismissible', () => {
  it('opens as a named and described modal dialog without a close button', () => {
    const dialog = mount();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Adults only');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Adults only beyond this point.');
    expect(dialog.querySelector('.close')).toBeNull();
  });

  it('is styled before it is shown when open from its first render (else Bootstrap hides it from focus)', () => {
    dropStyleSheet(MODAL_STYLE_ID);
    const styledAtShow: boolean[] = [];
    const showModal = HTMLDialogElement.prototype.showModal;
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      styledAtShow.push(isStyleSheetAdopted(MODAL_STYLE_ID));
      showModal.call(this);
    });
    mount();
    expect(styledAtShow).toEqual([true]);
  });

  it('moves focus to its autofocus button', () => {
    mount();
    expect(document.activeElement?.id).toBe('answer');
  });

  it('stays open on Escape (the cancel event), whose default it prevents', () => {
    const dialog = mount();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open on a click on the backdrop', () => {
    const dialog = mount();
    act(() => {
      dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows itself again when the browser closes it (a repeated Escape in Chrome)', () => {
    const dialog = mount();
    act(() => {
      dialog.close();
      dialog.dispatchEvent(new Event('close'));
    });
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when its own answer closes it, and stays closed', () => {
    const dialog = mount();
    act(() => document.getElementById('answer')?.click());
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(dialog.open).toBe(false);
  });
});
