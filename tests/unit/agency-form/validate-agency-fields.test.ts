import { describe, expect, it } from 'vitest';
import { agencyMessages } from '../../../shared/messages/catalogue/agency-messages.ts';
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
