import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrapFocus } from '../../../widgets/gallery/use-trap-focus.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';

let stop: (() => void) | undefined;

const DIALOG = `
<a id="page-link" href="/">Page</a>
<div id="dialog" role="dialog" aria-modal="true" tabindex="-1">
  <div class="gslide current"><div class="plyr" id="player" tabindex="0"><button id="play">Play</button><input id="seek" type="range"></div></div>
  <div class="gslide" inert><button id="hidden-slide">Play</button></div>
  <button id="close" class="gclose gbtn">Close</button>
  <button id="prev" class="gprev gbtn">Previous</button>
  <button id="next" class="gnext gbtn" hidden>Next</button>
</div>`;

function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function Trap({ dialog }: { readonly dialog: HTMLElement }) {
  useTrapFocus(dialog);
  return null;
}

/** Mounts a component trapping focus in `dialog` (in a detached container, as a widget's parts are); returns its unmount. */
function trapFocus(dialog: HTMLElement): () => void {
  return render(<Trap dialog={dialog} />, { container: document.createElement('div') }).unmount;
}

beforeEach(() => {
  // happy-dom lays nothing out: give every element not hidden a box, as a browser would.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
  renderFixture(DIALOG);
  stop = trapFocus(getElement('#dialog'));
});

afterEach(() => {
  stop?.();
  stop = undefined;
  resetPage();
});

describe('useTrapFocus', () => {
  it('wraps Tab from the last reachable control to the first, skipping inert slides and hidden buttons', () => {
    getElement('#prev').focus();
    const event = press(getElement('#prev'), 'Tab');
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(getElement('#player'));
  });

  it('wraps Shift+Tab from the first reachable control to the last', () => {
    getElement('#player').focus();
    const event = press(getElement('#player'), 'Tab', { shiftKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(getElement('#prev'));
  });

  it('brings Tab and Shift+Tab back into the dialog when focus fell out of it (a control vanished)', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const forward = press(document.body, 'Tab');
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(getElement('#player'));

    (document.activeElement as HTMLElement | null)?.blur();
    const backward = press(document.body, 'Tab', { shiftKey: true });
    expect(backward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(getElement('#prev'));
  });

  it('hands focus at once to the next control when the one that has it hides (the player fading its play button out)', async () => {
    getElement('#player').focus();
    press(getElement('#player'), 'Tab');
    // The browser's own Tab step, which the trap leaves to it between two controls.
    getElement('#play').focus();
    getElement('#play').hidden = true;
    getElement('#play').blur();
    await Promise.resolve();
    expect(document.activeElement).toBe(getElement('#seek'));
  });

  it('hands it to the previous control instead when the visitor was going back with Shift+Tab', async () => {
    getElement('#close').focus();
    press(getElement('#close'), 'Tab', { shiftKey: true });
    getElement('#seek').focus();
    getElement('#seek').hidden = true;
    getElement('#seek').blur();
    await Promise.resolve();
    expect(document.activeElement).toBe(getElement('#play'));
  });

  it('hands it to the first control when the one that had it was removed (the player rebuilding its controls)', async () => {
    const play = getElement('#play');
    play.focus();
    // Chromium blurs a focused element that is being removed while it is still in the page.
    play.blur();
    play.remove();
    await Promise.resolve();
    expect(document.activeElement).toBe(getElement('#player'));
  });

  it('leaves focus alone when it only went with the window, or moved to another control', async () => {
    getElement('#play').focus();
    // Switching to another tab blurs with no related target, but the control stays the active element.
    getElement('#play').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    await Promise.resolve();
    expect(document.activeElement).toBe(getElement('#play'));

    getElement('#close').focus();
    await Promise.resolve();
    expect(document.activeElement).toBe(getElement('#close'));
  });

  it('takes no focus back into a dialog glightbox has removed (closing it), nor once stopped', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const close = getElement('#close');
    close.focus();
    close.blur();
    getElement('#dialog').remove();
    await Promise.resolve();
    expect(focus).toHaveBeenCalledTimes(1);

    renderFixture(DIALOG);
    const stopped = trapFocus(getElement('#dialog'));
    stopped();
    getElement('#play').focus();
    getElement('#play').blur();
    await Promise.resolve();
    expect(focus).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(document.body);
  });

  it('stops bringing stray Tabs back once removed', () => {
    stop?.();
    stop = undefined;
    (document.activeElement as HTMLElement | null)?.blur();
    expect(press(document.body, 'Tab').defaultPrevented).toBe(false);
  });

  it('leaves Tab between two controls to the browser, and keeps it from glightbox (which would jump to its buttons)', () => {
    const onWindow = vi.fn();
    window.addEventListener('keydown', onWindow);
    getElement('#play').focus();
    const event = press(getElement('#play'), 'Tab');
    window.removeEventListener('keydown', onWindow);
    expect(event.defaultPrevented).toBe(false);
    expect(onWindow).not.toHaveBeenCalled();
  });

  it('keeps arrow keys on a slider from changing slides, and lets others through', () => {
    const onWindow = vi.fn();
    window.addEventListener('keydown', onWindow);
    press(getElement('#seek'), 'ArrowRight');
    press(getElement('#close'), 'ArrowRight');
    press(getElement('#close'), 'Escape');
    window.removeEventListener('keydown', onWindow);
    expect(onWindow.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toEqual(['ArrowRight', 'Escape']);
  });

  it('stops when removed', () => {
    stop?.();
    stop = undefined;
    getElement('#prev').focus();
    expect(press(getElement('#prev'), 'Tab').defaultPrevented).toBe(false);
  });
});
