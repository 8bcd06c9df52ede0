import { cookieSpecOf, profileTypeCookieName } from '../../shared/cookies/cookie-catalogue.ts';
import { PROFILE_TYPE_SWITCH_ATTRIBUTE } from './filter-form-markup.ts';

/** One profile-type switch of the filter form: its type (the checkbox's value) and whether it is on. */
export interface ProfileTypeSwitch {
  readonly type: string;
  readonly on: boolean;
}

/**
 * Reads the form's profile-type switches, those outside it with `form="…"` included. Throws,
 * naming the control, when one is not a checkbox or its value cannot name a cookie
 * (`profile_type_<value>`: 1 to 32 letters, digits or _).
 */
export function readProfileTypeSwitches(form: HTMLFormElement): ProfileTypeSwitch[] {
  return Array.from(form.elements)
    .filter((element) => element.hasAttribute(PROFILE_TYPE_SWITCH_ATTRIBUTE))
    .map((element) => {
      if (!(element instanceof HTMLInputElement) || element.type !== 'checkbox') {
        throw new Error(`${PROFILE_TYPE_SWITCH_ATTRIBUTE} goes on a checkbox, found <${element.localName}>`);
      }
      if (!cookieSpecOf(profileTypeCookieName(element.value))) {
        throw new Error(`${PROFILE_TYPE_SWITCH_ATTRIBUTE} needs value="TYPE" of 1 to 32 letters, digits or _, found "${element.value}"`);
      }
      return { type: element.value, on: element.checked };
    });
}
