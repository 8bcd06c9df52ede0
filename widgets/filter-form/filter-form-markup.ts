/**
 * Marks a profile-type switch inside the filter form: `<input type="checkbox" name="profile_type"
 * value="TYPE" data-profile-type-switch>`. Its state goes to the `profile_type_TYPE` cookie, not
 * into the `filters` cookie.
 */
export const PROFILE_TYPE_SWITCH_ATTRIBUTE = 'data-profile-type-switch';
