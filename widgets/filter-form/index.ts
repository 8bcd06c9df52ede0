import * as v from 'valibot';
import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { FilterForm } from './FilterForm.tsx';

/**
 * `data-widget="filter-form"`: the listing's filter form, kept in cookies, then the page reloads.
 * The default `markup: 'server'`: the fields are the template's, filled in by the visitor, and stay
 * the very nodes the visitor typed into.
 */
export default defineWidget({
  name: 'filter-form',
  // No options: what it saves is the form's own fields.
  options: v.object({}),
  component: FilterForm,
});
