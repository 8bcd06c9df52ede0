import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../../shared/modal/Modal.tsx';
import { MODAL_STYLE_ID } from '../../../../shared/modal/modal-style.ts';
import { dropStyleSheet } from '../../../../shared/styles/adopt-style-sheet.ts';
import { adoptedCss } from '../../support/adopted-css.ts';
import { useModalState } from '../../../../shared/modal/use-modal-state.ts';
import { keepFocusOutOfClosedDialogs } from '../../support/closed-dialog-focus.ts';

function ClaimModal({ withFields = true }: { readonly withFields?: boolean }) {
  const claim = useModalState('claimModal');
  return (
    <Modal
      {...claim.modalProps}
      title="Claim this profile"
      footer={
        <button type="submit" form="claim-form">
          Send
        </button>
      }
    >
      {withFields ? (
        <form id="claim-form">
          <input type="hidden" name="profile_link" value="/p" />
          <input id="claim-disabled" name="x" disabled />
          <label htmlFor="claim-name">Name</label>
          <input id="claim-name" name="name" />
        </form>
      ) : (
        <p>Review text</p>
      )}
    </Modal>
  );
}

let unmount: () => void = () => {};

function mount(node: ReactNode): void {
  const { unmount: unmountRoot } = render(node);
  unmount = unmountRoot;
}

function pageWithTrigger(): HTMLButtonElement {
  document.body.innerHTML = `<main>
      <button type="button" id="trigger" aria-controls="claimModal" aria-haspopup="dialog">Claim</button>
      <button type="button" id="other" aria-controls="shareModal" aria-haspopup="dialog">Share</button>
      <button type="button" id="plain" aria-controls="claimModal">Not a trigger</button>
    </main>`;
  return byId('trigger', HTMLButtonElement);
}

function byId<T extends HTMLElement>(id: string, type: abstract new (...args: never[]) => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`no ${id}`);
  return element;
}

function dialog(): HTMLDialogElement {
  return byId('claimModal', HTMLDialogElement);
}

function click(element: HTMLElement): void {
  act(() => element.click());
}

/**
 * Makes showModal() focus as a browser's dialog focusing steps do (happy-dom's does not): the first
 * `[autofocus]` inside, else the first focusable element (the close button), else the dialog.
 */
function emulateDialogFocusingStep(): void {
  const showModal = HTMLDialogElement.prototype.showModal;
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    showModal.call(this);
    const focusable = 'button:not(:disabled), input:not([type="hidden"]):not(:disabled), select, textarea';
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable) ?? this).focus();
  });
}

beforeEach(keepFocusOutOfClosedDialogs);

afterEach(() => {
  unmount();
  unmount = () => {};
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.className = '';
});

describe('Modal opened by a trigger', () => {
  it('opens on a click on a trigger naming it, with the Bootstrap 4 markup', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    expect(dialog().open).toBe(false);
    click(trigger);
    const element = dialog();
    expect(element.open).toBe(true);
    expect(element.classList.contains('modal')).toBe(true);
    for (const selector of ['.modal-dialog', '.modal-content', '.modal-header', '.modal-title', '.modal-body', '.modal-footer']) {
      expect(element.querySelector(selector), selector).not.toBeNull();
    }
    expect(element.querySelector('.modal-footer button')?.textContent).toBe('Send');
  });

  it('is a labelled modal dialog for assistive technology', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    const element = dialog();
    expect(element.getAttribute('role')).toBe('dialog');
    expect(element.getAttribute('aria-modal')).toBe('true');
    const labelId = element.getAttribute('aria-labelledby');
    expect(labelId).toBeTruthy();
    expect(document.getElementById(labelId ?? '')?.textContent).toBe('Claim this profile');
    const close = element.querySelector<HTMLButtonElement>('.modal-header button.close');
    expect(close?.type).toBe('button');
    expect(close?.getAttribute('aria-label')).toBe('Close');
  });

  it('opens with showModal when the browser has it', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('ignores triggers of other modals and buttons without aria-haspopup="dialog"', () => {
    pageWithTrigger();
    mount(<ClaimModal />);
    click(byId('other', HTMLButtonElement));
    click(byId('plain', HTMLButtonElement));
    expect(dialog().open).toBe(false);
  });

  it('opens from a trigger added to the page later and from a click on its content', () => {
    document.body.innerHTML = '<main></main>';
    mount(<ClaimModal />);
    const late = document.createElement('button');
    late.setAttribute('aria-controls', 'claimModal');
    late.setAttribute('aria-haspopup', 'dialog');
    late.innerHTML = '<span id="icon">♥</span> Claim';
    document.querySelector('main')?.append(late);
    click(byId('icon', HTMLElement));
    expect(dialog().open).toBe(true);
  });

  it('sets aria-expanded on the trigger while open', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Modal focus', () => {
  it('moves focus to the first field the user can fill in', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    trigger.focus();
    click(trigger);
    expect(document.activeElement).toBe(byId('claim-name', HTMLInputElement));
  });

  it('moves focus once: the browser\'s own focusing step in showModal lands on the first field', () => {
    emulateDialogFocusingStep();
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    trigger.focus();
    const focus = vi.mocked(HTMLElement.prototype.focus);
    focus.mockClear();
    click(trigger);
    const name = byId('claim-name', HTMLInputElement);
    expect(document.activeElement).toBe(name);
    // Every focus() call on the dialog's content: the browser's one, no second move after it.
    expect(focus.mock.contexts.filter((element) => dialog().contains(element as Node))).toEqual([name]);
    // The mark was for showModal only: the markup is as rendered.
    expect(name.hasAttribute('autofocus')).toBe(false);
  });

  it('still moves focus itself where showModal does not focus (no dialog focusing step)', () => {
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    expect(document.activeElement).toBe(byId('claim-name', HTMLInputElement));
  });

  it('focuses the dialog itself when it has no field', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal withFields={false} />);
    click(trigger);
    expect(document.activeElement).toBe(dialog());
  });

  it('returns focus to the trigger on close, even when the click did not focus it (Safari)', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    expect(document.activeElement).not.toBe(trigger);
    click(dialog().querySelector<HTMLButtonElement>('.close') ?? trigger);
    expect(document.activeElement).toBe(trigger);
  });
});

describe('Modal closing', () => {
  it('closes on Escape (the cancel event) and keeps the dialog open state in React', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape pressed in the commit that showed it, before any passive effect, and gives focus back', () => {
    // A modal open from its first render (a lazy modal mounted by its first click) is shown by
    // showModal() in that commit: a key can arrive as soon as it returns.
    const pressed: { cancel?: Event; whileOpen?: boolean } = {};
    function EscapeOnceShown() {
      useLayoutEffect(() => {
        pressed.whileOpen = dialog().open;
        pressed.cancel = new Event('cancel', { cancelable: true });
        dialog().dispatchEvent(pressed.cancel);
      }, []);
      return null;
    }
    function OpenFromFirstRender() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal id="claimModal" open={open} onClose={() => setOpen(false)} title="Claim">
            <input id="claim-name" />
          </Modal>
          <EscapeOnceShown />
        </>
      );
    }
    document.body.innerHTML = '<button id="before">before</button>';
    byId('before', HTMLButtonElement).focus();
    mount(<OpenFromFirstRender />);
    expect(pressed.whileOpen).toBe(true);
    expect(pressed.cancel?.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(byId('before', HTMLButtonElement));
  });

  it('closes on its close button', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    click(dialog().querySelector<HTMLButtonElement>('.close') ?? trigger);
    expect(dialog().open).toBe(false);
  });

  it('closes on a click on the backdrop, but not after a drag that started in the content', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    const field = byId('claim-name', HTMLInputElement);
    act(() => {
      field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog().open).toBe(true);
    act(() => {
      field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog().open).toBe(true);
    act(() => {
      dialog().dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog().open).toBe(false);
  });

  it('follows a close by the browser itself and opens again afterwards', () => {
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    act(() => dialog().close());
    expect(dialog().open).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    click(trigger);
    expect(dialog().open).toBe(true);
  });

  it('closes when `open` turns false from outside and when unmounted while open', () => {
    let setOpen: (open: boolean) => void = () => {};
    function Controlled() {
      const [open, set] = useState(true);
      setOpen = set;
      return (
        <Modal id="claimModal" open={open} onClose={() => set(false)} title="Claim">
          <input id="claim-name" />
        </Modal>
      );
    }
    document.body.innerHTML = '<button id="before">before</button>';
    byId('before', HTMLButtonElement).focus();
    mount(<Controlled />);
    expect(dialog().open).toBe(true);
    act(() => setOpen(false));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(byId('before', HTMLButtonElement));
    act(() => setOpen(true));
    const element = dialog();
    unmount();
    unmount = () => {};
    expect(element.open).toBe(false);
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(byId('before', HTMLButtonElement));
  });
});

describe('Modal page effects', () => {
  it('locks the page scroll while open and restores it on close', () => {
    const trigger = pageWithTrigger();
    document.body.style.overflow = 'scroll';
    mount(<ClaimModal />);
    click(trigger);
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('adopts its CSS once for every modal, as a constructed stylesheet a strict Content-Security-Policy allows', () => {
    dropStyleSheet(MODAL_STYLE_ID);
    const before = document.adoptedStyleSheets.length;
    mount(
      <>
        <Modal id="a" open={false} onClose={() => {}} title="A" />
        <Modal id="b" open={false} onClose={() => {}} labelledBy="b-heading">
          <h2 id="b-heading">B</h2>
        </Modal>
      </>,
    );
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    const css = adoptedCss().at(-1) ?? '';
    expect(css).toContain('dialog.modal[open] { display: block; }');
    expect(css).toMatch(/::backdrop \{ background: rgba\(0, 0, 0, \.5\); \}/);
    expect(css).toMatch(/padding: 0px; border: 0px/);
  });

  it('names itself by another element with labelledBy and then shows no title', () => {
    mount(
      <Modal id="reviewModal" open onClose={() => {}} labelledBy="review-heading">
        <h2 id="review-heading">Review of Ann</h2>
      </Modal>,
    );
    const element = byId('reviewModal', HTMLDialogElement);
    expect(element.getAttribute('aria-labelledby')).toBe('review-heading');
    expect(element.querySelector('.modal-title')).toBeNull();
  });

  it('removes its document listener on unmount', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    const clickListeners = add.mock.calls.filter(([type]) => type === 'click').map(([, listener]) => listener);
    expect(clickListeners).toHaveLength(1);
    unmount();
    unmount = () => {};
    expect(remove.mock.calls.some(([type, listener]) => type === 'click' && listener === clickListeners[0])).toBe(true);
    expect(() => trigger.click()).not.toThrow();
    expect(trigger.hasAttribute('aria-expanded')).toBe(false);
  });
});

describe('Modal without showModal', () => {
  it('falls back to the open attribute and closes on Escape', () => {
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      throw new DOMException('not supported', 'NotSupportedError');
    });
    const trigger = pageWithTrigger();
    mount(<ClaimModal />);
    click(trigger);
    expect(dialog().hasAttribute('open')).toBe(true);
    act(() => {
      dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('falls back when showModal is missing altogether', () => {
    const original = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true });
    try {
      const trigger = pageWithTrigger();
      mount(<ClaimModal />);
      click(trigger);
      expect(dialog().hasAttribute('open')).toBe(true);
      click(dialog().querySelector<HTMLButtonElement>('.close') ?? trigger);
      expect(dialog().hasAttribute('open')).toBe(false);
    } finally {
      if (original) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', original);
    }
  });
});
