import * as v from 'valibot';
import { AD_SLOT_SIZES } from '../../shared/constants.ts';
import { positiveIdAttribute, requiredChoiceAttribute, textAttribute } from '../../shared/options/attribute-schemas.ts';

/** A `data-size` an ad slot accepts: a key of the size table (spec §2). */
export type AdSlotSize = keyof typeof AD_SLOT_SIZES;

const sizes = Object.keys(AD_SLOT_SIZES) as [AdSlotSize, ...AdSlotSize[]];

/**
 * `<div data-widget="ad-slot" data-zone="1001" data-size="728x90" data-title="…">`: the ad
 * network's zone id, the slot's size (which also says whether it is a mobile or a desktop slot)
 * and, optionally, the frame's accessible name.
 */
export const AdSlotOptionsSchema = v.object({
  zone: positiveIdAttribute(),
  size: requiredChoiceAttribute(sizes),
  title: v.optional(textAttribute()),
});

/** An ad slot's typed options. */
export type AdSlotOptions = v.InferOutput<typeof AdSlotOptionsSchema>;
