/** The class that marks the breadcrumb bar in the page's markup. */
export const BREADCRUMB_BAR_CLASS = 'breadcrumb-bar';

/**
 * The bar the widget fixes: the root itself when it is the bar, otherwise the root's first
 * `.breadcrumb-bar`. Throws a message that quotes the expected markup when there is none.
 */
export function findBreadcrumbBar(root: HTMLElement): HTMLElement {
  const bar = root.matches(`.${BREADCRUMB_BAR_CLASS}`) ? root : root.querySelector<HTMLElement>(`.${BREADCRUMB_BAR_CLASS}`);
  if (!bar) {
    throw new Error(
      `found no <nav class="${BREADCRUMB_BAR_CLASS}" aria-label="Breadcrumb">: put data-widget="breadcrumb-bar" on it or on the body around it.`,
    );
  }
  return bar;
}
