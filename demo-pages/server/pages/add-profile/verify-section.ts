/**
 * The verify-profile intro and its steps (spec §4; contract "Add-profile page": `#verifyProfileIntro`,
 * `<button data-verify-step="STEP">`, `#verifyStep-STEP`, the video step's frame), the
 * `verify-profile` widget's root. The frame carries its address in `data-src`: it loads only when
 * the step is chosen.
 */
export function renderVerifySection(): string {
  return `<section class="add-profile-section" id="verify" aria-labelledby="verify-title" data-widget="verify-profile">
    <h2 id="verify-title">Verify the profile</h2>
    <div id="verifyProfileIntro">
      <p>Verified profiles are marked as such in listings. Choose how to verify this one.</p>
      <button type="button" class="btn btn-primary" data-verify-step="video" aria-controls="verifyStep-video">Verify with a short video</button>
    </div>
    <div id="verifyStep-video" hidden>
      <h3 id="verify-video-title">Video verification</h3>
      <p>Record a short clip of yourself holding a note with today's date. It is only seen by our team.</p>
      <iframe title="Video verification" data-src="/videoverify/?iframeFrom=add-profile" width="100%" height="480"></iframe>
      <div class="mt-2" role="status" data-verify-status></div>
      <button type="button" class="btn btn-outline-secondary" data-verify-back>Back to the verification choices</button>
    </div>
  </section>`;
}
