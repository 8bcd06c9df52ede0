import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { VideoVerifyOptionsSchema } from '../../../widgets/video-verify/video-verify-options.ts';

describe('VideoVerifyOptionsSchema', () => {
  it('reads iframeFrom as given and the size limit as a number', () => {
    expect(v.parse(VideoVerifyOptionsSchema, { iframeFrom: 'add-profile', maxBytes: '1000' })).toEqual({ iframeFrom: 'add-profile', maxBytes: 1000 });
  });

  it('runs alone with the full size limit when the root has neither attribute', () => {
    expect(v.parse(VideoVerifyOptionsSchema, { widget: 'video-verify' })).toEqual({ iframeFrom: '', maxBytes: VIDEO_UPLOAD_MAX_BYTES });
  });

  it.each([
    ['a size that is not a whole number', '1e3', 'expected a positive whole number of bytes'],
    ['a size of 0', '0', 'expected a positive whole number of bytes'],
    ['a size above the upload limit', String(VIDEO_UPLOAD_MAX_BYTES + 1), `expected at most ${VIDEO_UPLOAD_MAX_BYTES} bytes`],
  ])('rejects %s', (_case, maxBytes, message) => {
    const result = v.safeParse(VideoVerifyOptionsSchema, { maxBytes });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe('maxBytes');
    expect(result.issues?.[0]?.message).toBe(message);
  });
});
