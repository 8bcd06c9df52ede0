import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Modal } from '../../../../shared/modal/Modal.tsx';
import { useModalState } from '../../../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../../../shared/modal/use-open-on-mount.ts';
import { keepFocusOutOfClosedDialogs } from '../../support/closed-dialog-focus.ts';

function LazyModal({ openedBy }: { readonly openedBy?: HTMLElement | null }) {
  const modal = useModalState('lazyModal');
  useOpenOnMount(modal, openedBy);
  return (
    <Modal {...modal.modalProps} title="Lazy">
      <input id="lazy-field" />
    </Modal>
  );
}

/** Records each `open` its modal content was rendered with. */
function Probe({ open, renders }: { readonly open: boolean; readonly renders: boolean[] }) {
  renders.push(open);
  return null;
}

function ProbedModal({ openedBy, renders }: { readonly openedBy: HTMLElement; readonly renders: boolean[] }) {
  const modal = useModalState('probedModal');
  useOpenOnMount(modal, openedBy);
  return (
    <Modal {...modal.modalProps} title="Probed">
      <Probe open={modal.open} renders={renders} />
    </Modal>
  );
}

let unmount: () => void = () => {};

function mount(openedBy?: HTMLElement | null): HTMLDialogElement {
  const { unmount: unmountRoot } = render(<LazyModal openedBy={openedBy} />);
  unmount = unmountRoot;
  return document.getElementById('lazyModal') as HTMLDialogElement;
}

function trigger(): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute('aria-controls', 'lazyModal');
  button.setAttribute('aria-haspopup', 'dialog');
  document.body.append(button);
  return button;
}

beforeEach(keepFocusOutOfClosedDialogs);

afterEach(() => {
  unmount();
  unmount = () => {};
  document.body.replaceChildren();
});

describe('useOpenOnMount', () => {
  it('opens the modal at mount from the trigger, and returns focus there on close', () => {
    const button = trigger();
    const dialog = mount(button);

    expect(dialog.open).toBe(true);
    expect(document.activeElement?.id).toBe('lazy-field');
    act(() => dialog.querySelector<HTMLButtonElement>('.close')?.click());
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('renders the modal open from its first commit: its content once, never closed first and again', () => {
    const renders: boolean[] = [];
    const { unmount: unmountRoot } = render(<ProbedModal openedBy={trigger()} renders={renders} />);
    unmount = unmountRoot;
    expect(renders).toEqual([true]);
    expect((document.getElementById('probedModal') as HTMLDialogElement).open).toBe(true);
  });

  it('leaves the modal closed without a trigger, or with one no longer on the page', () => {
    expect(mount().open).toBe(false);
    unmount();
    const gone = trigger();
    gone.remove();
    expect(mount(gone).open).toBe(false);
  });

  it('leaves later openings to the triggers', () => {
    const button = trigger();
    const dialog = mount(button);
    act(() => dialog.querySelector<HTMLButtonElement>('.close')?.click());

    act(() => button.click());

    expect(dialog.open).toBe(true);
  });

  it('sets aria-expanded="true" on the trigger from the first opening, and "false" on close', () => {
    const button = trigger();
    const dialog = mount(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => dialog.querySelector<HTMLButtonElement>('.close')?.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks only the trigger that opened the modal as expanded', () => {
    const first = trigger();
    const second = trigger();
    const dialog = mount(first);
    act(() => dialog.querySelector<HTMLButtonElement>('.close')?.click());

    act(() => second.click());

    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(second);
  });
});
