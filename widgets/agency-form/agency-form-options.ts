import * as v from 'valibot';
import { flagAttribute } from '../../shared/options/attribute-schemas.ts';

// A fragment names an element of this page; a path or an http(s) URL another page. Empty (the
// default, which valibot also runs through the pipe) means "no URL".
const ADD_PROFILE_URL = /^(?:$|#[A-Za-z][\w-]*$|\/(?!\/)|https?:\/\/[^\s/?#]+)/i;

/**
 * `<form data-widget="agency-form" data-escort-profile="0" data-add-profile-url="#location">`:
 * whether the page is an escort profile page (spec §6: its agency field is never locked), and where
 * "Add new profile" goes once a name and a phone are set (a `#id` on this page, or a page).
 */
export const AgencyFormOptionsSchema = v.object({
  escortProfile: flagAttribute(false),
  addProfileUrl: v.optional(
    v.pipe(v.string(), v.regex(ADD_PROFILE_URL, 'expected "#id", an absolute path ("/…") or an http(s) URL')),
    '',
  ),
});

/** The agency form's typed options. */
export type AgencyFormOptions = v.InferOutput<typeof AgencyFormOptionsSchema>;
