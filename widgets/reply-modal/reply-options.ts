import * as v from 'valibot';
import { positiveIdAttribute } from '../../shared/options/attribute-schemas.ts';

/** `<div data-widget="reply-modal" data-dancer-id="42">`: the profile whose reviews are replied to. */
export const ReplyOptionsSchema = v.object({
  dancerId: positiveIdAttribute(),
});

/** The reply modal's typed options. */
export type ReplyOptions = v.InferOutput<typeof ReplyOptionsSchema>;
