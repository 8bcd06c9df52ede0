import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { readCookie } from '../../shared/cookies/cookies.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';

/**
 * `data-widget="age-check"`, the age check (issue 3): nothing at all when the `agecheck` cookie is
 * there, which is the case on every page after the visitor confirmed (the template's closed gate
 * stays as printed); otherwise it loads the gate (open-age-gate.tsx, a chunk of its own that
 * returning visitors never download) and renders it until the visitor answers. Asked once per page
 * view: when the browser refuses the cookie, the next page asks again, never this one in a loop.
 */
export function AgeCheck(props: WidgetProps<AgeCheckOptions>) {
  // The gate's module while it is asked; none once answered.
  const [gate, setGate] = useState<typeof import('./open-age-gate.tsx')>();
  const runLazy = useLazyAction(props.context);
  useLayoutEffect(() => {
    if (readCookie('agecheck') !== undefined) return;
    // Shown in the task its code arrives (React 19 would wait for its scheduler): until then the page
    // is open to a visitor who has not answered.
    runLazy({ load: () => import('./open-age-gate.tsx'), act: (module) => flushSync(() => setGate(module)), phase: 'opening the age check' });
  }, []);
  return gate ? <gate.AgeGate {...props} onAnswered={() => setGate(undefined)} /> : null;
}
