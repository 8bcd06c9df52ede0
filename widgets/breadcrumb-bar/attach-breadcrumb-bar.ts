import { BREADCRUMB_FIXED_PX, TABLET_MAX_WIDTH_PX } from '../../shared/constants.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/** Set on the bar while it is fixed (profile.css positions it). */
export const BREADCRUMB_FIXED_CLASS = 'breadcrumb-fixed';
/**
 * The bar's height, set on the body at tablet widths and below, so that CSS can keep what is
 * scrolled to below the fixed bar (the profile sections' `scroll-margin-top`).
 */
export const BREADCRUMB_HEIGHT_PROPERTY = '--breadcrumb-bar-height';

/** What the breadcrumb bar dispatches as `widgets:breadcrumb-bar:change`. */
export interface BreadcrumbBarChangeDetail {
  readonly fixed: boolean;
}

/** The bar's height with its vertical margins: the room it takes in the page's flow. */
function outerHeight(bar: HTMLElement): number {
  const style = getComputedStyle(bar);
  return bar.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
}

/**
 * Fixes the breadcrumb bar at the top on screens up to TABLET_MAX_WIDTH_PX once the page is
 * scrolled past BREADCRUMB_FIXED_PX, and pads the body by the bar's height meanwhile so that the
 * content does not jump. Wider screens never fix it. A chunk of its own, loaded on first use (see
 * start-breadcrumb-bar.ts): it applies the page's scroll position at once. Returns the undo. The
 * end-to-end tests find this chunk by the file's name.
 */
export function attachBreadcrumbBar(bar: HTMLElement, context: WidgetContext): () => void {
  const tablet = window.matchMedia(`(max-width: ${TABLET_MAX_WIDTH_PX}px)`);
  const body = document.body;
  let fixed = false;
  let paddingBefore = '';
  let basePadding = 0;
  let barHeight = -1;
  let frame = 0;

  function pad(): void {
    body.style.paddingTop = `${basePadding + outerHeight(bar)}px`;
  }

  function fix(): void {
    paddingBefore = body.style.paddingTop;
    // On top of whatever padding the site's CSS gives the body; measured before the bar leaves the flow.
    basePadding = parseFloat(getComputedStyle(body).paddingTop) || 0;
    pad();
    bar.classList.add(BREADCRUMB_FIXED_CLASS);
  }

  function release(): void {
    bar.classList.remove(BREADCRUMB_FIXED_CLASS);
    body.style.paddingTop = paddingBefore;
  }

  /** Publishes the bar's height (it changes when the breadcrumb wraps) and keeps the padding equal to it. */
  function measure(): void {
    const height = tablet.matches ? bar.getBoundingClientRect().height : -1;
    if (height === barHeight) return;
    barHeight = height;
    if (height < 0) body.style.removeProperty(BREADCRUMB_HEIGHT_PROPERTY);
    else body.style.setProperty(BREADCRUMB_HEIGHT_PROPERTY, `${height}px`);
    if (fixed) pad();
  }

  function update(): void {
    measure();
    const shouldFix = tablet.matches && window.scrollY > BREADCRUMB_FIXED_PX;
    if (shouldFix === fixed) return;
    if (shouldFix) fix();
    else release();
    fixed = shouldFix;
    context.dispatch('change', { fixed } satisfies BreadcrumbBarChangeDetail);
  }

  // Scroll and resize events can outnumber frames: one check per frame is enough.
  const onFrame = () => {
    frame = 0;
    update();
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(onFrame);
  };

  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  tablet.addEventListener('change', update);
  update();

  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    tablet.removeEventListener('change', update);
    cancelAnimationFrame(frame);
    if (fixed) release();
    body.style.removeProperty(BREADCRUMB_HEIGHT_PROPERTY);
  };
}
