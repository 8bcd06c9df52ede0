import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { VerifyProfile } from './VerifyProfile.tsx';
import { VerifyProfileOptionsSchema } from './verify-profile-options.ts';

/**
 * `data-widget="verify-profile"`: the add-profile page's verification intro and steps (spec §4),
 * with the video step's frame and its reports. `markup: 'server'`: the intro and the panels hold the
 * template's own texts and frame, which the component shows and hides rather than prints.
 */
export default defineWidget({
  name: 'verify-profile',
  options: VerifyProfileOptionsSchema,
  component: VerifyProfile,
  markup: 'server',
});
