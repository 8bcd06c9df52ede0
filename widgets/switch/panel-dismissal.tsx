import type { ReactElement } from 'react';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { isMobilePanelOpen, showMobilePanel, type MobilePanel, type MobilePanelChange } from '../../shared/page/mobile-panels.ts';

/**
 * The attribute naming a control's switch (the widget's `switch` option). Spelled out here, its only
 * use: the runtime's dataset-key converter lives in the entry chunk, and importing the options
 * module would put it in a chunk of its own between the widget and this lazily loaded code.
 */
const SWITCH_ATTRIBUTE = 'data-switch';

/** Whether `target` is in the panel (named by the control's `aria-controls`, an id list) or in any switch control of it. */
function inPanelOrControls(panel: MobilePanel, control: HTMLElement, target: Element): boolean {
  const ids = (control.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  return ids.some((id) => document.getElementById(id)?.contains(target)) || target.closest(`[${SWITCH_ATTRIBUTE}="${panel}"]`) !== null;
}

/** Props of `<PanelDismissal>`: the open panel, the control that opened it, and what gets the changes a dismissal makes. */
interface PanelDismissalProps {
  readonly panel: MobilePanel;
  readonly control: HTMLElement;
  readonly onClose: (changes: MobilePanelChange[]) => void;
}

/**
 * While mounted and `panel` is open: Escape closes it and gives the focus back to `control` (the
 * one that opened it); a pointer press outside the panel and its controls closes it. `onClose` gets
 * the changes made. Loaded with the activation code; the switch renders it while the panel stays
 * open, so the page's first chunk carries none of it.
 */
function PanelDismissal({ panel, control, onClose }: PanelDismissalProps): null {
  useEventListener(document, 'keydown', (event) => {
    // A widget in the panel that used Escape itself (a suggestion list closing) keeps it open.
    if (event.key !== 'Escape' || event.defaultPrevented || !isMobilePanelOpen(panel)) return;
    onClose(showMobilePanel(null));
    control.focus();
  });
  // Capture phase: a widget that stops the press's propagation must not keep the panel open.
  useEventListener(
    document,
    'pointerdown',
    ({ target }) => {
      if (target instanceof Element && isMobilePanelOpen(panel) && !inPanelOrControls(panel, control, target)) onClose(showMobilePanel(null));
    },
    true,
  );
  return null;
}

/** The element that dismisses `panel` while the switch renders it (PanelDismissal). */
export function panelDismissal(panel: MobilePanel, control: HTMLElement, onClose: (changes: MobilePanelChange[]) => void): ReactElement {
  return <PanelDismissal panel={panel} control={control} onClose={onClose} />;
}
