/** The agency whose page `/add-profile-agency.html` is: its details come prefilled and locked. */
export const DEMO_AGENCY = {
  name: 'Starlight Agency',
  phone: '+44 20 5550 0199',
  email: 'bookings@starlight.example',
} as const;

/** The agency details a page renders: all empty on a page without an agency. */
export interface AgencyDetails {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}
