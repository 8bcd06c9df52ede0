import * as v from 'valibot';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';

/**
 * `<div data-widget="video-verify" data-iframe-from="add-profile">`: the page that embeds this one
 * (any other value, or none, means it runs alone), and for QA a lower clip size limit in bytes
 * (`data-max-bytes`, never above VIDEO_UPLOAD_MAX_BYTES).
 */
export const VideoVerifyOptionsSchema = v.object({
  iframeFrom: v.optional(v.string(), ''),
  maxBytes: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,9}$/, 'expected a positive whole number of bytes'),
      v.transform(Number),
      // v.check rather than v.maxValue: the schemas share one set of valibot functions (the base kit).
      v.check((bytes) => bytes <= VIDEO_UPLOAD_MAX_BYTES, `expected at most ${VIDEO_UPLOAD_MAX_BYTES} bytes`),
    ),
    String(VIDEO_UPLOAD_MAX_BYTES),
  ),
});

/** The video verification widget's typed options. */
export type VideoVerifyOptions = v.InferOutput<typeof VideoVerifyOptionsSchema>;
