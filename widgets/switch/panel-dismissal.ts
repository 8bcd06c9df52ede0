import { isMobilePanelOpen, showMobilePanel, type MobilePanel, type MobilePanelChange } from '../../shared/page/mobile-panels.ts';

/**
 * The attribute naming a control's switch (the widget's `switch` option). Spelled out here, its only
 * use: the runtime's dataset-key converter lives in the entry chunk, and importing the options
 * module would put it in a chunk of its own between the widget and this lazily loaded code.
 */
const SWITCH_ATTRIBUTE = 'data-switch';

/** The document's listeners that close an open panel (usePanelDismissal attaches them). */
export interface PanelDismissal {
  readonly keydown: (event: KeyboardEvent) => void;
  readonly pointerdown: (event: PointerEvent) => void;
}

/** Whether `target` is in the panel (named by the control's `aria-controls`, an id list) or in any switch control of it. */
function inPanelOrControls(panel: MobilePanel, control: HTMLElement, target: Element): boolean {
  const ids = (control.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  return ids.some((id) => document.getElementById(id)?.contains(target)) || target.closest(`[${SWITCH_ATTRIBUTE}="${panel}"]`) !== null;
}

/**
 * While `panel` is open: Escape closes it and gives the focus back to `control` (the one that
 * opened it); a pointer press outside the panel and its controls closes it. `onClose` gets the
 * changes made. The listeners, for the component to attach while the panel stays open.
 */
export function panelDismissal(panel: MobilePanel, control: HTMLElement, onClose: (changes: MobilePanelChange[]) => void): PanelDismissal {
  return {
    keydown: (event) => {
      // A widget in the panel that used Escape itself (a suggestion list closing) keeps it open.
      if (event.key !== 'Escape' || event.defaultPrevented || !isMobilePanelOpen(panel)) return;
      onClose(showMobilePanel(null));
      control.focus();
    },
    pointerdown: (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !isMobilePanelOpen(panel)) return;
      if (!inPanelOrControls(panel, control, target)) onClose(showMobilePanel(null));
    },
  };
}
