import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { bindPageState } from './bind-page-state.ts';
import { PageStateOptionsSchema } from './page-state-options.ts';

/**
 * `data-widget="page-state"` on the body: the page-wide state classes, `document-scrolled`
 * (spec §4). Plain listeners, without Preact: the listing page's budget has no room for it.
 */
export default defineWidget({
  name: 'page-state',
  options: PageStateOptionsSchema,
  mount: (_element, _options, context) => bindPageState(context),
});
