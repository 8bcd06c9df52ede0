import { describe, expect, it } from 'vitest';
import { agencyMessages } from '../../../shared/messages/catalogue/agency-messages.ts';
import { AGENCY_NAME_MAX } from '../../../shared/constants.ts';
import { graphemeLength } from '../../../shared/text/grapheme-length.ts';
import { agencyNameProblem, agencyPhoneProblem } from '../../../widgets/agency-form/validate-agency-fields.ts';

describe('agencyNameProblem', () => {
  it.each(['abcd', 'x'.repeat(32), 'Star-light 24', 'Агентство', '星光模特经纪', 'Zoë Ánimo', 'Ze\u0301ro', '    ', '١٢٣٤ Agency'])(
    'accepts %j: 4 to 32 letters of any script, digits, hyphens or spaces',
    (name) => {
      expect(agencyNameProblem(name)).toBeNull();
    },
  );

  it.each(['', 'abc', 'x'.repeat(33), 'Bad_Name', 'Star!ight', 'a@b.example', 'Agency\tTab', 'Ag<b>ency', '²³⁴⁵ Agency'])(
    'refuses %j with the key of "Invalid name"',
    (name) => {
      const key = agencyNameProblem(name);
      expect(key).toBe('invalidAgencyName');
      expect(agencyMessages[key!]).toBe('Invalid name');
    },
  );

  it('counts characters, not UTF-16 units: four letters outside the BMP make a valid name', () => {
    expect(agencyNameProblem('𐐀𐐁𐐂𐐃')).toBeNull();
    expect(agencyNameProblem('𐐀'.repeat(33))).toBe('invalidAgencyName');
  });

  // Issue 17, item 12: letters with combining marks were refused by a literal \p{L} rule.
  it.each([
    ['Devanagari', 'नमस्ते एजेंसी'],
    ['Thai', 'สวัสดีเอเจนซี่'],
    ['Latin with a combining accent', 'Cafe\u0301 Club'],
    ['Latin with a combining mark no precomposed letter has', 'Se\u0331a Club'],
    ['Bengali', 'তারকা এজেন্সি'],
    ['Tamil', 'நட்சத்திர முகமை'],
  ])('accepts a %s name, its letters with their combining marks: %j', (_script, name) => {
    expect(agencyNameProblem(name)).toBeNull();
  });

  it('counts what the visitor sees (grapheme clusters): a Devanagari name of 39 UTF-16 units but 21 characters is valid', () => {
    const name = 'क्षत्रिय मॉडल्स एजेंसी प्राइवेट लिमिटेड';
    expect(name.length).toBe(39);
    expect(graphemeLength(name)).toBeLessThanOrEqual(AGENCY_NAME_MAX);
    expect(agencyNameProblem(name)).toBeNull();
  });

  it('still refuses more than 32 and fewer than 4 characters with marks', () => {
    expect(agencyNameProblem('नम'.repeat(17))).toBe('invalidAgencyName');
    expect(agencyNameProblem('नम'.repeat(16))).toBeNull();
    expect(agencyNameProblem('ते एज')).toBeNull();
    expect(agencyNameProblem('तेज')).toBe('invalidAgencyName');
    expect(agencyNameProblem('e\u0301e\u0301e\u0301')).toBe('invalidAgencyName');
  });

  it.each([
    ['a combining mark at the start', '\u0301Agency'],
    ['a combining mark after a space', 'Agency \u0301Club'],
    ['a combining mark after a hyphen', 'Agency-\u093EClub'],
  ])('refuses %s: a mark alone is no letter', (_case, name) => {
    expect(agencyNameProblem(name)).toBe('invalidAgencyName');
  });
});

describe('agencyPhoneProblem', () => {
  it('accepts any non-empty phone', () => {
    expect(agencyPhoneProblem('1')).toBeNull();
    expect(agencyPhoneProblem('+44 20 5550 0199')).toBeNull();
  });

  it.each(['', '   '])('refuses %j with the key of "Please complete a valid phone number"', (phone) => {
    const key = agencyPhoneProblem(phone);
    expect(key).toBe('invalidAgencyPhone');
    expect(agencyMessages[key!]).toBe('Please complete a valid phone number');
  });
});
