import { bodyClasses, hasBodyClass } from '../../shared/page/body-classes.ts';
import { isMobilePanel, isMobilePanelOpen } from '../../shared/page/mobile-panels.ts';
import type { ListingView, SwitchName, SwitchOptions } from './switch-options.ts';

/** The body class of each on/off switch that is not a mobile panel. */
export const onOffClasses = {
  'dark-mode': bodyClasses.darkMode,
  'safe-browsing': bodyClasses.safeBrowsing,
  filters: bodyClasses.filters,
} as const;

/** The view the body shows: a page rendered with neither class shows the grid. */
export function currentView(): ListingView {
  return hasBodyClass(bodyClasses.list) ? 'list' : 'grid';
}

/** The ARIA state a control of `name` carries: pressed for views and modes, expanded for panels; none for language. */
export function ariaAttributeOf(name: SwitchName): 'aria-pressed' | 'aria-expanded' | null {
  if (name === 'language') return null;
  return name === 'view' || name === 'dark-mode' || name === 'safe-browsing' ? 'aria-pressed' : 'aria-expanded';
}

/** Whether the control's state is on now (its view shown, its mode on, its panel open), read from the body. */
export function isSwitchOn({ switch: name, value }: SwitchOptions): boolean {
  if (name === 'view') return currentView() === value;
  if (isMobilePanel(name)) return isMobilePanelOpen(name);
  return name !== 'language' && hasBodyClass(onOffClasses[name]);
}
