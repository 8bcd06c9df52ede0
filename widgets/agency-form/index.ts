import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { AgencyFormOptionsSchema } from './agency-form-options.ts';
import { startAgencyForm } from './start-agency-form.ts';

/**
 * `data-widget="agency-form"`: the add-profile page's agency details (spec §4-§8). Plain listeners
 * over the server's form, without Preact; the call's code loads on first use.
 */
export default defineWidget({
  name: 'agency-form',
  options: AgencyFormOptionsSchema,
  mount: (element, options, context) => startAgencyForm(element, options, context),
});
