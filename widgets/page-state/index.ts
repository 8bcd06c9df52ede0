import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { PageState } from './PageState.tsx';
import { PageStateOptionsSchema } from './page-state-options.ts';

/** `data-widget="page-state"` on the body: the page-wide state classes, `document-scrolled` (spec §4). */
export default defineWidget({
  name: 'page-state',
  options: PageStateOptionsSchema,
  component: PageState,
});
