import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MOBILE_MAX_WIDTH_PX, MOBILE_NAV_CURRENT_LINE } from '../../shared/constants.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { SectionTaps } from './attach-section-taps.tsx';
import { CURRENT_VALUE, MarkLink, type MobileNavChangeDetail } from './mark-link.ts';
import type { MobileNavOptions } from './mobile-nav-options.ts';
import { inPageOrder, useNavTargets, type NavTarget } from './nav-targets.ts';
import { useTapIntent } from './use-tap-intent.ts';

/** The phones' screens, where a tap scrolls to its section (spec §2). */
const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/**
 * `<nav data-widget="mobile-nav">`, the profile's sections nav. This is page navigation, not an APG
 * tabs widget: every section stays visible and the links only move the reading position, so it
 * stays a `nav` of links, with `aria-current="location"` on the current one, rather than
 * `role="tab"` (which would promise panels that show and hide, and arrow-key focus handling).
 *
 * State: the current section (starting from the one the server marked), shown on the server's
 * links. At every width the section crossing the MOBILE_NAV_CURRENT_LINE of the viewport becomes
 * current while the page scrolls. On screens up to MOBILE_MAX_WIDTH_PX the taps'
 * part (SectionTaps: a tap or Enter scrolls to the section, moves focus to it and marks it) loads at
 * the first sign that a tap is coming, so desktops never download it and phones only when the nav
 * is used. A tap before it arrives is a plain anchor jump, which profile.css's `scroll-margin-top`
 * keeps below the breadcrumb bar. Renders no markup: the links are the server's.
 */
export function MobileNav({ root, context }: WidgetProps<MobileNavOptions>) {
  const targets = useNavTargets(root);
  const [current, setCurrent] = useState(() => targets.find(({ link }) => link.getAttribute('aria-current') === CURRENT_VALUE));
  const shown = useRef(current);
  // While true, scrolling leaves the mark alone: a tap's smooth scroll passes other sections.
  const held = useRef(false);
  const [Taps, setTaps] = useState<typeof SectionTaps>();
  const runLazy = useLazyAction(context);

  const mark = useCallback(
    (target: NavTarget) => {
      if (target === shown.current) return;
      shown.current = target;
      // Rendered at once: the link is marked when the change is announced.
      flushSync(() => setCurrent(target));
      context.dispatch('change', { section: target.id } satisfies MobileNavChangeDetail);
    },
    [context],
  );

  useLayoutEffect(() => {
    const pageOrder = inPageOrder(targets);
    const crossing = new Set<Element>();
    const linePercent = MOBILE_NAV_CURRENT_LINE * 100;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target);
          else crossing.delete(entry.target);
        }
        if (held.current) return;
        const first = pageOrder.find(({ section }) => crossing.has(section));
        if (first) mark(first);
      },
      // A root of zero height at the line: a section intersects it exactly while it crosses the line.
      { rootMargin: `-${linePercent}% 0px -${100 - linePercent}% 0px` },
    );
    for (const { section } of targets) observer.observe(section);
    return () => observer.disconnect();
  }, [targets, mark]);

  // The breakpoint is read at the event, not kept in state (useMediaQuery): a window widened past it
  // gets its events before the query's change, and reading it there costs no listener.
  useTapIntent(Taps ? null : root, () => {
    if (!window.matchMedia(PHONE_QUERY).matches) return;
    runLazy({
      load: () => import('./attach-section-taps.tsx'),
      // Rendered at once: the next tap finds the taps' listener.
      act: (part) => flushSync(() => setTaps(() => part.SectionTaps)),
      phase: 'loading its code for this screen size',
    });
  });

  // Until a section is current, the links keep the server's marks.
  return (
    <>
      {targets.map(({ link }, index) => (
        <MarkLink key={index} link={link} current={current && link === current.link} />
      ))}
      {Taps && <Taps nav={root} targets={targets} mark={mark} held={held} />}
    </>
  );
}
