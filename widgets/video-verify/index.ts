import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { VideoVerify } from './VideoVerify.tsx';
import { VideoVerifyOptionsSchema } from './video-verify-options.ts';

/**
 * `data-widget="video-verify"`: records a short verification clip with the camera and uploads it.
 * `markup: 'component'`: the widget renders its whole part of the page (explanation, live region,
 * button) in place of the template's no-script explanation, in the same task, as it did before.
 */
export default defineWidget({
  name: 'video-verify',
  options: VideoVerifyOptionsSchema,
  component: VideoVerify,
  markup: 'component',
});
