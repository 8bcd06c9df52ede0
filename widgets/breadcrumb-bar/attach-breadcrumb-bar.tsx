import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BREADCRUMB_FIXED_PX } from '../../shared/constants.ts';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useScrolledPast } from '../../shared/hooks/use-scrolled-past.ts';
import { useStyleProperty } from '../../shared/hooks/use-style-property.ts';
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

/** Props of `<BreadcrumbFix>`: the server's bar, the breakpoint's answer (BreadcrumbBar) and the widget's context. */
export interface BreadcrumbFixProps {
  readonly bar: HTMLElement;
  /** Whether the screen is TABLET_MAX_WIDTH_PX wide or less. */
  readonly tablet: boolean;
  readonly context: WidgetContext;
}

const PASSIVE = { passive: true } as const;

/** The bar's height with its vertical margins: the room it takes in the page's flow. */
function outerHeight(bar: HTMLElement): number {
  const style = getComputedStyle(bar);
  return bar.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
}

/**
 * The bar's height on tablets and phones, -1 wider: measured again when the breakpoint is crossed
 * and after resizes (the breadcrumb may wrap), once per animation frame, rendered in that frame.
 */
function useBarHeight(bar: HTMLElement, tablet: boolean): number {
  const measure = () => (tablet ? bar.getBoundingClientRect().height : -1);
  const [height, setHeight] = useState(measure);
  // What a resize's frame measures: this breakpoint's answer (a ref, not useLatest: its own chunk).
  const measureNow = useRef(measure);
  useLayoutEffect(() => {
    measureNow.current = measure;
    setHeight(measure());
  }, [tablet]);
  // Subscribed once, not per breakpoint: the listener stays in its place among the window's.
  const frame = useRef(0);
  useEventListener(
    window,
    'resize',
    () => {
      frame.current ||= requestAnimationFrame(() => {
        frame.current = 0;
        flushSync(() => setHeight(measureNow.current()));
      });
    },
    PASSIVE,
  );
  useLayoutEffect(() => () => cancelAnimationFrame(frame.current), []);
  return height;
}

/**
 * The bar fixed, while mounted: the body padded by the room the bar took in the flow, on top of its
 * own padding, so that the content does not move, then BREADCRUMB_FIXED_CLASS on the bar. Both are
 * measured in a layout effect before the class goes on (a measurement, kept imperative), and given
 * back on unmount; a new height mounts a new one (keyed), which measures again in the flow.
 */
function FixedBar({ bar }: { readonly bar: HTMLElement }): null {
  const { body } = document;
  // Undefined until measured: nothing is fixed before the padding that makes room for it is known.
  const [padding, setPadding] = useState<string>();
  useLayoutEffect(() => setPadding(`${(parseFloat(getComputedStyle(body).paddingTop) || 0) + outerHeight(bar)}px`), []);
  useStyleProperty(body, 'padding-top', padding);
  useElementClass(bar, BREADCRUMB_FIXED_CLASS, padding === undefined ? undefined : true);
  return null;
}

/**
 * The bar's code, a chunk of its own loaded on first use (BreadcrumbBar); the end-to-end tests find
 * it by the file's name. State: whether the page is scrolled past BREADCRUMB_FIXED_PX on a tablet
 * or a phone (useScrolledPast; no threshold is ever passed wider), and the bar's height. While
 * fixed, it renders FixedBar; each change is announced, and the body carries the height as
 * BREADCRUMB_HEIGHT_PROPERTY at tablet widths and below. Unmounting releases the bar and the body's
 * padding and height property, announcing nothing.
 */
export function BreadcrumbFix({ bar, tablet, context }: BreadcrumbFixProps) {
  const fixed = useScrolledPast(tablet ? BREADCRUMB_FIXED_PX : Infinity);
  const height = useBarHeight(bar, tablet);
  const told = useRef(false);

  useStyleProperty(document.body, BREADCRUMB_HEIGHT_PROPERTY, height < 0 ? undefined : `${height}px`);

  useLayoutEffect(() => {
    if (fixed === told.current) return;
    told.current = fixed;
    context.dispatch('change', { fixed } satisfies BreadcrumbBarChangeDetail);
  }, [fixed]);

  return fixed ? <FixedBar key={height} bar={bar} /> : null;
}
