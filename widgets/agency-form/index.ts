import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { AgencyForm } from './AgencyForm.tsx';
import { AgencyFormOptionsSchema } from './agency-form-options.ts';

/**
 * `data-widget="agency-form"`: the add-profile page's agency details (spec §4-§8). `markup:
 * 'server'`: the form is the template's, with what the visitor typed (see AgencyForm); the call's
 * code loads on first use.
 */
export default defineWidget({
  name: 'agency-form',
  options: AgencyFormOptionsSchema,
  component: AgencyForm,
  markup: 'server',
});
