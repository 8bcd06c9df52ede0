import * as v from 'valibot';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { startFilterForm } from './start-filter-form.ts';

/** `data-widget="filter-form"`: the listing's filter form, kept in cookies, then the page reloads. */
export default defineWidget({
  name: 'filter-form',
  // No options: what it saves is the form's own fields.
  options: v.object({}),
  mount: (element, _options, context) => startFilterForm(element, context),
});
