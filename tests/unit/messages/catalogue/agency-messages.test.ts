import { describe, expect, it } from 'vitest';
import { agencyMessages } from '../../../../shared/messages/catalogue/agency-messages.ts';

describe('agencyMessages', () => {
  it('holds the agency texts of spec §5 and §8 verbatim', () => {
    expect(agencyMessages).toEqual({
      invalidAgencyName: 'Invalid name',
      invalidAgencyPhone: 'Please complete a valid phone number',
      setNameAndPhoneFirst: 'Please set a name and a phone first',
      agencyNameTaken: 'This name is already taken!',
      agencyPhoneTaken: 'This phone is already registered!',
      agencyInfoChanged: 'Info has been changed!',
    });
  });
});
