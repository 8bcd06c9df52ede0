import { renderSitePage } from '../site-layout.ts';
import { ADD_PROFILE_PAGES, type AddProfileVariant } from './add-profile-kinds.ts';
import { DEMO_AGENCY, type AgencyDetails } from './agency-fixture.ts';
import { renderAgencySection } from './agency-section.ts';
import { renderLocationSection } from './location-section.ts';
import { renderVerifySection } from './verify-section.ts';

const NO_AGENCY: AgencyDetails = { name: '', phone: '', email: '' };

/**
 * The add-profile page (`data-page="add-profile"`): agency details, location with other cities,
 * and profile verification, in the site layout for the visitor's cookies. `/add-profile-agency.html`
 * is an agency's page: its details prefilled.
 */
export function renderAddProfilePage(variant: AddProfileVariant, cookies: ReadonlyMap<string, string> = new Map()): string {
  const agency = variant === 'agency' ? DEMO_AGENCY : NO_AGENCY;
  const path = Object.entries(ADD_PROFILE_PAGES).find(([, kind]) => kind === variant)?.[0] ?? '/add-profile.html';
  return renderSitePage({
    title: 'Add a profile',
    path,
    cookies,
    dataPage: 'add-profile',
    content: `<main class="container" id="main">
    <h1>Add a profile</h1>
    ${renderAgencySection(agency)}
    ${renderLocationSection()}
    ${renderVerifySection()}
  </main>`,
  });
}
