import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import type { PanelDismissal } from './panel-dismissal.ts';

/**
 * Attaches an open panel's Escape and outside-press listeners (panelDismissal, loaded with the
 * activation code) on the document while `dismissal` is not null, through the shared
 * useEventListener: from the commit that renders it, removed when it goes or on unmount.
 */
export function usePanelDismissal(dismissal: PanelDismissal | null): void {
  const target = dismissal && document;
  useEventListener(target, 'keydown', (event) => dismissal?.keydown(event));
  // Capture phase: a widget that stops the press's propagation must not keep the panel open.
  useEventListener(target, 'pointerdown', (event) => dismissal?.pointerdown(event), true);
}
