import { AGENCY_NAME_MAX, AGENCY_NAME_MIN } from '../../shared/constants.ts';

// Spec §5: letters of any script, digits, hyphens or spaces; the length counts characters, not UTF-16 units.
const AGENCY_NAME = new RegExp(`^[\\p{L}\\p{Nd} -]{${AGENCY_NAME_MIN},${AGENCY_NAME_MAX}}$`, 'u');

/** The catalogue key of what is wrong with an agency name (spec §5), or null when it is valid. */
export function agencyNameProblem(name: string): 'invalidAgencyName' | null {
  // A name typed with combining accents (e + ́) counts as the letters it shows.
  return AGENCY_NAME.test(name.normalize('NFC')) ? null : 'invalidAgencyName';
}

/** The catalogue key of what is wrong with an agency phone (spec §5: non-empty), or null when it is valid. */
export function agencyPhoneProblem(phone: string): 'invalidAgencyPhone' | null {
  return phone.trim() === '' ? 'invalidAgencyPhone' : null;
}
