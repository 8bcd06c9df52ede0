import type { ReactElement } from 'react';
import { writeCookie } from '../../shared/cookies/cookies.ts';
import { bodyClasses, currentListingView, hasBodyClass, setBodyClass, switchBodyClasses } from '../../shared/page/body-classes.ts';
import { isMobilePanel, isMobilePanelOpen, showMobilePanel, type MobilePanelChange } from '../../shared/page/mobile-panels.ts';
import { afterNextPaint } from '../../shared/lazy/after-next-paint.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { panelDismissal } from './panel-dismissal.tsx';
import { announceSwitchChange, type SwitchChangeDetail } from './switch-change.ts';
import type { SwitchOptions } from './switch-options.ts';

/** The modes kept in a cookie for 365 days (`safe_browsing` on the parent domain: the catalogue knows). */
const modeCookies = { 'dark-mode': 'dark_mode', 'safe-browsing': 'safe_browsing' } as const;

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The mobile panels that opened or closed, as the switch announces them. */
function panelChangeDetails(changes: readonly MobilePanelChange[]): SwitchChangeDetail[] {
  return changes.map((change) => ({ switch: change.panel, value: onOff(change.open) }));
}

/**
 * Writes `userLang` (365 days) and reloads the page in that language. When the cookie cannot be
 * written the page does not reload: it would come back in the old language.
 */
function applyLanguage(control: HTMLElement, value: string | undefined, context: WidgetContext): void {
  const language = control instanceof HTMLSelectElement ? control.value : (value ?? '');
  const stored = writeCookie('userLang', language);
  announceSwitchChange(context, { switch: 'language', value: language });
  if (stored) reloadPage();
}

/**
 * Does what using the control means: the body class changes at once (the view's after the next
 * paint), then its cookie is written
 * (a blocked cookie only means the choice is not kept for the next page), and each change is
 * announced. Returns, when the control opened a mobile panel, the element that listens for the
 * panel's Escape and outside presses (the component renders it while the panel stays open); null otherwise.
 */
export function activateSwitch(
  control: HTMLElement,
  { switch: name, value }: SwitchOptions,
  context: WidgetContext,
): ReactElement | null {
  const announce = (changes: readonly SwitchChangeDetail[]) => {
    for (const change of changes) announceSwitchChange(context, change);
  };
  if (name === 'language') {
    applyLanguage(control, value, context);
  } else if (name === 'view') {
    // The whole listing is styled, laid out and painted again (about 160 ms on a phone, CPU ÷4):
    // after the tapped control's pressed state has painted, so that the tap's own frame stays
    // light (INP 208-256 ms when both shared it, issue 19).
    afterNextPaint(() => {
      const view = value === 'list' ? 'list' : 'grid';
      const changed = currentListingView() !== view;
      setBodyClass(view === 'list' ? bodyClasses.grid : bodyClasses.list, false);
      setBodyClass(view === 'list' ? bodyClasses.list : bodyClasses.grid, true);
      writeCookie('view_type', view);
      if (changed) announce([{ switch: name, value: view }]);
    });
  } else if (isMobilePanel(name)) {
    const open = !isMobilePanelOpen(name);
    announce(panelChangeDetails(showMobilePanel(open ? name : null)));
    if (open) return panelDismissal(name, control, (changes) => announce(panelChangeDetails(changes)));
  } else {
    const on = !hasBodyClass(switchBodyClasses[name]);
    setBodyClass(switchBodyClasses[name], on);
    if (name !== 'filters') writeCookie(modeCookies[name], on ? '1' : '0');
    announce([{ switch: name, value: onOff(on) }]);
  }
  return null;
}
