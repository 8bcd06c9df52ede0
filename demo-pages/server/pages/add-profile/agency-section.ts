import { escapeHtml } from '../../http/escape-html.ts';
import type { AgencyDetails } from './agency-fixture.ts';

/**
 * The agency details form of the add-profile page (spec §4, §5, §6; contract "Add-profile page").
 * SKELETON: the agency-form widget's owner gives it its final markup and widget root.
 */
export function renderAgencySection(agency: AgencyDetails): string {
  return `<section class="add-profile-section" id="agency" aria-labelledby="agency-title">
    <h2 id="agency-title">Agency details</h2>
    <form id="agencyForm" novalidate>
      <div class="form-group">
        <label for="agency_name">Agency name</label>
        <input id="agency_name" name="agency_name" class="form-control" value="${escapeHtml(agency.name)}">
      </div>
      <div class="form-group">
        <label for="agency_phone">Agency phone</label>
        <input id="agency_phone" name="agency_phone" type="tel" class="form-control" value="${escapeHtml(agency.phone)}">
      </div>
      <div class="form-group">
        <label for="agency_email">Agency e-mail</label>
        <input id="agency_email" name="agency_email" type="email" class="form-control" value="${escapeHtml(agency.email)}">
      </div>
      <button type="submit" class="btn btn-primary">Change agency info</button>
      <button type="button" class="btn btn-outline-primary">Add new profile</button>
    </form>
  </section>`;
}
