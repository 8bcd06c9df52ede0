import type { AddProfileVariant } from './add-profile-kinds.ts';
import { DEMO_AGENCY, type AgencyDetails } from './agency-fixture.ts';
import { renderAgencySection } from './agency-section.ts';
import { renderLocationSection } from './location-section.ts';
import { renderVerifySection } from './verify-section.ts';

const NO_AGENCY: AgencyDetails = { name: '', phone: '', email: '' };

/**
 * The add-profile page (`data-page="add-profile"`): agency details, location with other cities,
 * and profile verification. `/add-profile-agency.html` is an agency's page: its details prefilled.
 * SKELETON frame: the site layout's owner replaces the head and header with the shared layout.
 */
export function renderAddProfilePage(variant: AddProfileVariant): string {
  const agency = variant === 'agency' ? DEMO_AGENCY : NO_AGENCY;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Add a profile – Directory demo</title>
<link rel="stylesheet" href="/vendor/bootstrap.min.css">
<link rel="stylesheet" href="/demo.css">
</head>
<body data-page="add-profile">
  <main class="container" id="main">
    <h1>Add a profile</h1>
    ${renderAgencySection(agency)}
    ${renderLocationSection()}
    ${renderVerifySection()}
  </main>
  <script type="application/json" id="widgets-config">{"cookieDomain": ""}</script>
  <script type="module" src="/dist/widgets.js"></script>
</body>
</html>
`;
}
