import * as v from 'valibot';
import { urlAttribute } from '../../shared/options/url-attribute.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { verifyProfileMarkup as markup } from './verify-profile-markup.ts';

// Only the contract's own frame (or another page of this site) is loaded from `data-src`: the
// widget reads reports from this origin only, and a foreign page has no place in the steps.
const FrameSrcSchema = urlAttribute({ thisSiteOnly: true });

/**
 * Gives each of the chosen panel's `frames` that has no `src` yet the address of its `data-src`, when
 * that is a path or URL of this site as the browser reads it; any other is left unloaded and
 * reported, naming the frame, the attribute and the rule. A frame loaded once stays loaded.
 */
export function loadStepFrames(frames: readonly HTMLIFrameElement[], step: string, context: Pick<WidgetContext, 'reportProblem'>): void {
  for (const frame of frames) {
    const src = frame.getAttribute(markup.frameSrc);
    if (src === null || frame.hasAttribute('src')) continue;
    const result = v.safeParse(FrameSrcSchema, src);
    if (result.success) {
      frame.src = result.output;
      continue;
    }
    const rule = `${markup.frameSrc} ${result.issues[0].message}, found ${JSON.stringify(src)}; the frame was left empty.`;
    context.reportProblem(`${markup.frameSrc}:${step}`, rule, frame);
  }
}
