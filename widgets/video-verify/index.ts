import { createElement } from 'react';
import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { VideoVerify } from './VideoVerify.tsx';
import { VideoVerifyOptionsSchema } from './video-verify-options.ts';

/** `data-widget="video-verify"`: records a short verification clip with the camera and uploads it. */
export default defineWidget({
  name: 'video-verify',
  options: VideoVerifyOptionsSchema,
  mount: (element, options, context) => renderWidget(element, createElement(VideoVerify, options), context),
});
