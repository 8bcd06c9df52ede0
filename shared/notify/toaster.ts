import { Notyf, NotyfEvent, type NotyfNotification, type NotyfView } from 'notyf';
import notyfCss from 'notyf/notyf.min.css';
import { TOAST_DURATION_MS, TOAST_EXTENDED_MS } from '../constants.ts';
import { adoptStyleSheet, dropStyleSheet } from '../styles/adopt-style-sheet.ts';
import { escapeHtml, unescapeHtml } from '../text/escape-html.ts';

/** The kinds of toast the site shows. */
export type ToastType = 'success' | 'error';


// notyf hides its close button's focus ring: give one back. Reduced motion keeps the animations
// (notyf removes a toast on animationend) but makes them instant.
const OWN_CSS = `
.notyf__dismiss-btn:focus-visible{outline:2px solid #fff;outline-offset:-4px;opacity:1}
@media (prefers-reduced-motion:reduce){.notyf__toast,.notyf__toast *{animation-duration:1ms!important;animation-delay:0s!important}}
`;

/** The id of the toasts' stylesheet (see adoptStyleSheet). */
const TOASTER_STYLE_ID = 'widgets-toaster-style';

/** The one notyf instance of the page, with the nodes it made. */
interface Toaster {
  readonly notyf: Notyf;
  readonly view: NotyfView;
  readonly observer: MutationObserver;
}

let toaster: Toaster | undefined;

/**
 * Shows a toast at the top right with `message` as plain text and a labelled close button. A
 * timed toast leaves after TOAST_DURATION_MS, pauses while hovered or focused and leaves
 * TOAST_EXTENDED_MS after the pointer or focus goes; a persistent one stays until tapped or closed.
 */
export function showToast(type: ToastType, message: string, persistent: boolean, closeLabel: string): void {
  const { notyf, view } = (toaster ??= createToaster());
  followOpenModal(view);
  // notyf writes the message with innerHTML: escaping keeps it text.
  const notification = notyf.open({ type, message: escapeHtml(message) });
  const dismiss = () => notyf.dismiss(notification);
  const node = view.container.lastElementChild;
  if (!(node instanceof HTMLElement)) return;
  labelCloseButton(node, closeLabel);
  if (persistent) notification.on(NotyfEvent.Click, dismiss);
  else dismissOnTimer(node, notification, dismiss);
}

/** Removes the toaster and its nodes so the next toast starts afresh; for tests. */
export function resetToaster(): void {
  if (!toaster) return;
  toaster.observer.disconnect();
  toaster.view.container.remove();
  toaster.view.a11yContainer.remove();
  dropStyleSheet(TOASTER_STYLE_ID);
  toaster = undefined;
}

function createToaster(): Toaster {
  adoptStyleSheet(TOASTER_STYLE_ID, notyfCss + OWN_CSS);
  const notyf = new Notyf({
    // Zero turns notyf's own timer off: ours pauses on hover (toastr's extendedTimeOut).
    duration: 0,
    position: { x: 'right', y: 'top' },
    dismissible: true,
    ripple: false,
    // notyf's default green and red fail WCAG AA contrast under white text (2.2:1 and 3.9:1); these
    // Bootstrap shades reach 5.1:1 and 5.6:1.
    types: [
      { type: 'success', background: '#1e7e34' },
      { type: 'error', background: '#c82333' },
    ],
  });
  // notyf 3 keeps its view private; its container and its aria-live announcer are the handles we
  // need (notyf is pinned in package.json and the tests cover both).
  const view = (notyf as unknown as { view: NotyfView }).view;
  return { notyf, view, observer: announcePlainText(view.a11yContainer) };
}

/**
 * notyf's aria-live announcer reads the message we escaped for innerHTML; it would say "&amp;" aloud.
 * The observer puts the plain text back in the same task, before assistive technology sees it.
 */
function announcePlainText(announcer: HTMLElement): MutationObserver {
  const observer = new MutationObserver(() => {
    const text = announcer.textContent ?? '';
    const plain = unescapeHtml(text);
    if (plain === text) return;
    announcer.textContent = plain;
    // Our own change must not be unescaped a second time.
    observer.takeRecords();
  });
  observer.observe(announcer, { childList: true, characterData: true, subtree: true });
  return observer;
}

/**
 * An open modal `<dialog>` makes the rest of the page inert and covers it: toasts shown then move
 * into the dialog, so they stay visible, closable and announced, and come back when it closes.
 */
function followOpenModal(view: NotyfView): void {
  const host = openModalDialog() ?? document.body;
  if (view.container.parentNode === host) return;
  host.append(view.container, view.a11yContainer);
  if (host !== document.body) host.addEventListener('close', () => followOpenModal(view), { once: true });
}

function openModalDialog(): HTMLDialogElement | undefined {
  return Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).reverse().find(isModal);
}

function isModal(dialog: HTMLDialogElement): boolean {
  if (dialog.getAttribute('aria-modal') === 'true') return true;
  try {
    return dialog.matches(':modal');
  } catch {
    // Browsers before :modal (Safari < 15.6) throw on the selector.
    return false;
  }
}

/** notyf's close button is a real button without a name: give it one. */
function labelCloseButton(node: HTMLElement, label: string): void {
  const button = node.querySelector('button');
  if (!button) return;
  button.type = 'button';
  button.setAttribute('aria-label', label);
}

function dismissOnTimer(node: HTMLElement, notification: NotyfNotification, dismiss: () => void): void {
  let hovered = false;
  let focused = false;
  let done = false;
  const finish = () => {
    done = true;
    dismiss();
  };
  let timer = setTimeout(finish, TOAST_DURATION_MS);
  const hold = () => clearTimeout(timer);
  const release = () => {
    hold();
    if (!done && !hovered && !focused) timer = setTimeout(finish, TOAST_EXTENDED_MS);
  };
  node.addEventListener('mouseenter', () => {
    hovered = true;
    hold();
  });
  node.addEventListener('mouseleave', () => {
    hovered = false;
    release();
  });
  // A keyboard user on the close button gets the same pause as a pointer over the toast.
  node.addEventListener('focusin', () => {
    focused = true;
    hold();
  });
  node.addEventListener('focusout', () => {
    focused = false;
    release();
  });
  // Closed by its button: no timer may fire later.
  notification.on(NotyfEvent.Dismiss, () => {
    done = true;
    hold();
  });
}
