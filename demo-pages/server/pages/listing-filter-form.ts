import { allCities } from '../fixtures/geo-zones.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { firstValue, type FilterValues } from './filter-values.ts';
import { SERVICES } from './listing-profiles.ts';
import { PROFILE_TYPES, type ListingSettings } from './listing-settings.ts';

const checked = (on: boolean) => (on ? ' checked' : '');

/** A number field, prefilled only with a whole number (what PHP's intval would keep). */
function numberField(id: string, name: string, label: string, values: FilterValues, attributes: string): string {
  const value = firstValue(values, name);
  const shown = /^\d{1,6}$/.test(value) ? value : '';
  return `<div class="form-group col-6 col-md-3 col-lg-2">
        <label for="${id}">${label}</label>
        <input id="${id}" type="number" name="${name}" class="form-control form-control-sm" inputmode="numeric" ${attributes} value="${shown}">
      </div>`;
}

function checkbox(name: string, value: string, label: string, on: boolean, extra = ''): string {
  const id = `filter-${name}-${value}`.replace(/_/g, '-');
  return `<div class="form-check form-check-inline">
          <input class="form-check-input" type="checkbox" id="${escapeHtml(id)}" name="${name}" value="${escapeHtml(value)}"${extra}${checked(on)}>
          <label class="form-check-label" for="${escapeHtml(id)}">${escapeHtml(label)}</label>
        </div>`;
}

/**
 * The filter form (`data-widget="filter-form"`, LISTING-MARKUP.md) with its fields prefilled from
 * the `filters` cookie, and the profile-type switches also from their own cookies.
 */
export function renderFilterForm({ filters, profileTypes }: ListingSettings): string {
  const city = firstValue(filters, 'city');
  const services = filters.get('services') ?? [];
  const types = filters.get('profile_type') ?? [];
  const cityOptions = allCities
    .map(({ id, name }) => `<option value="${id}"${String(id) === city ? ' selected' : ''}>${escapeHtml(name)}</option>`)
    .join('');
  // Under 576px the bar is fixed over the page and may cover the toolbar's "Filters" button: a
  // second control of the filters switch inside it closes it.
  return `<form id="filters-panel" class="filters-bar" data-widget="filter-form" aria-label="Filters">
    <div class="filters-head">
      <button type="button" class="btn btn-outline-secondary btn-sm filters-close" data-widget="switch" data-switch="filters" aria-controls="filters-panel" aria-expanded="false">Close filters</button>
    </div>
    <div class="form-row">
      <div class="form-group col-12 col-md-3">
        <label for="filter-city">City</label>
        <select id="filter-city" name="city" class="custom-select custom-select-sm"><option value="">Any city</option>${cityOptions}</select>
      </div>
      ${numberField('filter-age-min', 'age_min', 'Age from', filters, 'min="18" max="99"')}
      ${numberField('filter-age-max', 'age_max', 'Age to', filters, 'min="18" max="99"')}
      ${numberField('filter-price-max', 'price_max', 'Max price ($/h)', filters, 'min="0" step="10"')}
    </div>
    <fieldset class="filters-group">
      <legend>Services</legend>
      ${SERVICES.map(([key, label]) => checkbox('services', key, label, services.includes(key))).join('\n      ')}
    </fieldset>
    <fieldset class="filters-group">
      <legend>Where</legend>
      ${checkbox('incalls', '1', 'Incalls', firstValue(filters, 'incalls') === '1')}
      ${checkbox('outcalls', '1', 'Outcalls', firstValue(filters, 'outcalls') === '1')}
    </fieldset>
    <fieldset class="filters-group">
      <legend>Profile type</legend>
      ${PROFILE_TYPES.map(([key, label]) => checkbox('profile_type', key, label, types.includes(key) || profileTypes.has(key), ' data-profile-type-switch')).join('\n      ')}
    </fieldset>
    <div class="filters-actions">
      <button type="submit" class="btn btn-primary btn-sm">Apply filters</button>
      <button type="reset" class="btn btn-link btn-sm">Clear</button>
    </div>
  </form>`;
}
