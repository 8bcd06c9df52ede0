import * as v from 'valibot';
import { flagAttribute, positiveIdAttribute } from '../../shared/options/attribute-schemas.ts';

/**
 * `<div data-widget="favorite" data-dancer-id="42" data-favorite="0">`: the profile's id, and
 * whether it is a favorite already (`1`) as the page was rendered.
 */
export const FavoriteOptionsSchema = v.object({
  dancerId: positiveIdAttribute(),
  favorite: flagAttribute(false),
});

/** The favorite button's typed options. */
export type FavoriteOptions = v.InferOutput<typeof FavoriteOptionsSchema>;
