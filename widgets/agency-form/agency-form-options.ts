import * as v from 'valibot';
import { flagAttribute } from '../../shared/options/attribute-schemas.ts';
import { urlAttribute } from '../../shared/options/url-attribute.ts';

/**
 * `<form data-widget="agency-form" data-escort-profile="0" data-add-profile-url="#location">`:
 * whether the page is an escort profile page (spec §6: its agency field is never locked), and where
 * "Add new profile" goes once a name and a phone are set (a `#id` on this page, or a page).
 */
export const AgencyFormOptionsSchema = v.object({
  escortProfile: flagAttribute(false),
  // Empty (the default) means "no URL"; a path must stay on this site as the browser reads it.
  addProfileUrl: urlAttribute({ fallback: '', fragment: true }),
});

/** The agency form's typed options. */
export type AgencyFormOptions = v.InferOutput<typeof AgencyFormOptionsSchema>;
