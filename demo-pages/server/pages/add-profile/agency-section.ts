import { escapeHtml } from '../../http/escape-html.ts';
import type { AgencyDetails } from './agency-fixture.ts';

const LOCK_REASON_ID = 'agency-lock-reason';
// The template's own wording (the widget keeps it); the widget's default is the catalogue's agencyLockedReason.
const LOCK_REASON = 'These are your agency’s details: they are filled in for every profile you add and cannot be changed here.';

/**
 * The agency details form of the add-profile page (spec §4-§8; contract "Add-profile page"), the
 * `agency-form` widget's root. An agency's page (a name known) renders its details prefilled and
 * locked (`readonly`, naming the reason), as the widget would make them; "Add new profile" leads to
 * the location section.
 */
export function renderAgencySection(agency: AgencyDetails): string {
  const locked = agency.name !== '';
  const lock = locked ? ` readonly aria-describedby="${LOCK_REASON_ID}"` : '';
  const field = (name: string, label: string, type: string, value: string, autocomplete: string) => `
      <div class="form-group">
        <label for="${name}">${label}</label>
        <input id="${name}" name="${name}" type="${type}" class="form-control" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${lock}>
      </div>`;
  return `<section class="add-profile-section" id="agency" aria-labelledby="agency-title">
    <h2 id="agency-title">Agency details</h2>
    <form id="agencyForm" data-widget="agency-form" data-escort-profile="0" data-add-profile-url="#location" method="post" action="/controller/ajax/change_agency_info.php" novalidate>
      ${locked ? `<p id="${LOCK_REASON_ID}" class="form-text text-muted" data-agency-lock-reason>${LOCK_REASON}</p>` : ''}${field('agency_name', 'Agency name', 'text', agency.name, 'organization')}${field('agency_phone', 'Agency phone', 'tel', agency.phone, 'tel')}${field('agency_email', 'Agency e-mail', 'email', agency.email, 'email')}
      <button type="submit" class="btn btn-primary">Change agency info</button>
      <button type="button" class="btn btn-outline-primary" data-agency-add-profile>Add new profile</button>
      <p class="mt-2 mb-0" role="status" tabindex="-1" data-agency-status></p>
    </form>
  </section>`;
}
