import { bodyClasses, hasBodyClass, setBodyClass } from './body-classes.ts';

/** The mobile panels by switch name, with the body class that shows each (spec §4). */
export const mobilePanelClasses = {
  'mobile-sidebar': bodyClasses.mobileSidebar,
  'mobile-search': bodyClasses.mobileSearch,
  'mobile-left-nav': bodyClasses.mobileLeftNav,
} as const;

/** One of the mobile panels. */
export type MobilePanel = keyof typeof mobilePanelClasses;

/** A panel whose state changed, and whether it is now open. */
export interface MobilePanelChange {
  readonly panel: MobilePanel;
  readonly open: boolean;
}

const panels = Object.keys(mobilePanelClasses) as MobilePanel[];

/** Tells whether `name` is one of the mobile panels. */
export function isMobilePanel(name: string): name is MobilePanel {
  return Object.hasOwn(mobilePanelClasses, name);
}

/** Tells whether `panel` is open. */
export function isMobilePanelOpen(panel: MobilePanel): boolean {
  return hasBodyClass(mobilePanelClasses[panel]);
}

/**
 * Opens `panel` and closes the others, as only one panel may be open at a time (spec §4); `null`
 * closes them all. Returns the panels whose state changed, closed ones first.
 */
export function showMobilePanel(panel: MobilePanel | null): MobilePanelChange[] {
  const changes: MobilePanelChange[] = [];
  for (const other of panels) {
    if (other !== panel && setBodyClass(mobilePanelClasses[other], false)) changes.push({ panel: other, open: false });
  }
  if (panel && setBodyClass(mobilePanelClasses[panel], true)) changes.push({ panel, open: true });
  return changes;
}
