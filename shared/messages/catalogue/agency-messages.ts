/** Messages of the catalogue: agency form (spec §5, §8). */
export const agencyMessages = {
  invalidAgencyName: 'Invalid name',
  invalidAgencyPhone: 'Please complete a valid phone number',
  setNameAndPhoneFirst: 'Please set a name and a phone first',
  agencyNameTaken: 'This name is already taken!',
  agencyPhoneTaken: 'This phone is already registered!',
  agencyInfoChanged: 'Info has been changed!',
} as const;
