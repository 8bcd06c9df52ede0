import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { startVerifyProfile } from './start-verify-profile.ts';
import { VerifyProfileOptionsSchema } from './verify-profile-options.ts';

/**
 * `data-widget="verify-profile"`: the add-profile page's verification intro and steps (spec §4),
 * with the video step's frame and its reports. Plain listeners over the server's markup, without Preact.
 */
export default defineWidget({
  name: 'verify-profile',
  options: VerifyProfileOptionsSchema,
  mount: (element, _options, context) => startVerifyProfile(element, context),
});
