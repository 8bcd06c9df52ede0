/**
 * The profile's location on the add-profile page: country → city → area and club selects, and up
 * to three other-city blocks (spec §2, §7; contract "Add-profile page").
 * SKELETON: the geo-select and other-cities widgets' owner gives it its final markup and roots.
 */
export function renderLocationSection(): string {
  return `<section class="add-profile-section" id="location" aria-labelledby="location-title">
    <h2 id="location-title">Location</h2>
    <div class="form-row">
      <div class="form-group col-md-6">
        <label for="country_id">Country</label>
        <select id="country_id" name="country_id" class="custom-select">
          <option value="">Select country</option>
          <option value="818">United States</option>
          <option value="124">Canada</option>
          <option value="826">United Kingdom</option>
        </select>
      </div>
      <div class="form-group col-md-6">
        <label for="city_id">City</label>
        <select id="city_id" name="city_id" class="custom-select"><option value="">Select city</option></select>
      </div>
    </div>
  </section>`;
}
