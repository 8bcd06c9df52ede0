import { trackEvent } from '../../shared/analytics/track-event.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { SwitchName } from './switch-options.ts';

/**
 * What the switch widget dispatches as `widgets:switch:change`: the switch that changed and its new
 * value (`grid`/`list` for the view, the language code, `on`/`off` for the others).
 */
export interface SwitchChangeDetail {
  readonly switch: SwitchName;
  readonly value: string;
}

/** Tells the page (DOM event on the control) and analytics (category `switch`) about one change. */
export function announceSwitchChange(context: WidgetContext, detail: SwitchChangeDetail): void {
  context.dispatch('change', detail);
  trackEvent({ category: 'switch', action: detail.switch, label: detail.value });
}
