import { AGENCY_NAME_MAX, AGENCY_NAME_MIN } from '../../shared/constants.ts';
import { graphemeLength } from '../../shared/text/grapheme-length.ts';

// Spec §5: letters of any script, decimal digits, hyphens or spaces. A letter includes the combining
// marks written after it (Devanagari and Thai vowel signs and viramas, an accent typed apart); a
// mark alone, at the start or after a space, is no letter.
const AGENCY_NAME = /^(?:[\p{L}\p{Nd}]\p{M}*|[ -])+$/u;

/** The catalogue key of what is wrong with an agency name (spec §5), or null when it is valid. */
export function agencyNameProblem(name: string): 'invalidAgencyName' | null {
  const text = name.normalize('NFC');
  if (!AGENCY_NAME.test(text)) return 'invalidAgencyName';
  // The length is what the visitor sees: a letter with its marks is one character.
  const length = graphemeLength(text);
  return length >= AGENCY_NAME_MIN && length <= AGENCY_NAME_MAX ? null : 'invalidAgencyName';
}

/** The catalogue key of what is wrong with an agency phone (spec §5: non-empty), or null when it is valid. */
export function agencyPhoneProblem(phone: string): 'invalidAgencyPhone' | null {
  return phone.trim() === '' ? 'invalidAgencyPhone' : null;
}
