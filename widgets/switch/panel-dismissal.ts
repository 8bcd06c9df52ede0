import { isMobilePanelOpen, showMobilePanel, type MobilePanel, type MobilePanelChange } from '../../shared/page/mobile-panels.ts';

/**
 * The attribute naming a control's switch (the widget's `switch` option). Spelled out here, its only
 * use: the runtime's dataset-key converter lives in the entry chunk, and importing the options
 * module would put it in a chunk of its own between the widget and this lazily loaded code.
 */
const SWITCH_ATTRIBUTE = 'data-switch';

/** The panel (named by the control's `aria-controls`, an id list) and every switch control of it. */
function panelAndControls(panel: MobilePanel, control: HTMLElement): Element[] {
  const ids = (control.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  const controls = document.querySelectorAll(`[${SWITCH_ATTRIBUTE}="${panel}"]`);
  return [...ids.flatMap((id) => document.getElementById(id) ?? []), ...controls];
}

/**
 * While `panel` is open: Escape closes it and gives the focus back to `control` (the one that
 * opened it); a pointer press outside the panel and its controls closes it. `onClose` gets the
 * changes made. Returns the function that stops listening.
 */
export function closePanelOnEscapeOrOutside(
  panel: MobilePanel,
  control: HTMLElement,
  onClose: (changes: MobilePanelChange[]) => void,
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // A widget in the panel that used Escape itself (a suggestion list closing) keeps it open.
    if (event.key !== 'Escape' || event.defaultPrevented || !isMobilePanelOpen(panel)) return;
    onClose(showMobilePanel(null));
    control.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target;
    if (!(target instanceof Node) || !isMobilePanelOpen(panel)) return;
    if (!panelAndControls(panel, control).some((element) => element.contains(target))) onClose(showMobilePanel(null));
  };
  document.addEventListener('keydown', onKeyDown);
  // Capture phase: a widget that stops the press's propagation must not keep the panel open.
  document.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown, true);
  };
}
