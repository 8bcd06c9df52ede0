import { useServerElement } from '../../shared/hooks/use-server-element.ts';

/** The class that marks the breadcrumb bar in the page's markup. */
export const BREADCRUMB_BAR_CLASS = 'breadcrumb-bar';

/**
 * The bar the widget fixes: the root itself when it is the bar, otherwise the root's first
 * `.breadcrumb-bar`, found once at mount. Throws a message that quotes the expected markup when
 * there is none.
 */
export function useBreadcrumbBar(root: HTMLElement): HTMLElement {
  const selector = `.${BREADCRUMB_BAR_CLASS}`;
  const isBar = root.matches(selector);
  const inside = useServerElement(isBar ? null : root, selector);
  const bar = isBar ? root : inside;
  if (!bar) {
    throw new Error(
      `found no <nav class="${BREADCRUMB_BAR_CLASS}" aria-label="Breadcrumb">: put data-widget="breadcrumb-bar" on it or on the body around it.`,
    );
  }
  return bar;
}
