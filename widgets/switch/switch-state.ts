import { currentListingView, hasBodyClass, switchBodyClasses } from '../../shared/page/body-classes.ts';
import { isMobilePanel, isMobilePanelOpen } from '../../shared/page/mobile-panels.ts';
import type { SwitchName, SwitchOptions } from './switch-options.ts';

/** The ARIA state a control of `name` carries: pressed for views and modes, expanded for panels; none for language. */
export function ariaAttributeOf(name: SwitchName): 'aria-pressed' | 'aria-expanded' | null {
  if (name === 'language') return null;
  return name === 'view' || name === 'dark-mode' || name === 'safe-browsing' ? 'aria-pressed' : 'aria-expanded';
}

/** Whether the control's state is on now (its view shown, its mode on, its panel open), read from the body. */
export function isSwitchOn({ switch: name, value }: SwitchOptions): boolean {
  if (name === 'view') return currentListingView() === value;
  if (isMobilePanel(name)) return isMobilePanelOpen(name);
  return name !== 'language' && hasBodyClass(switchBodyClasses[name]);
}
