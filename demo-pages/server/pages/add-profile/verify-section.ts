/**
 * The verify-profile intro and its steps (spec §4; contract "Add-profile page": `#verifyProfileIntro`,
 * `<button data-verify-step="STEP">`, `#verifyStep-STEP`, the video step's frame).
 * SKELETON: the verify-profile widget's owner gives it its final markup and widget root.
 */
export function renderVerifySection(): string {
  return `<section class="add-profile-section" id="verify" aria-labelledby="verify-title">
    <h2 id="verify-title">Verify the profile</h2>
    <div id="verifyProfileIntro">
      <p>Verified profiles are marked as such in listings. Choose how to verify this one.</p>
      <button type="button" class="btn btn-primary" data-verify-step="video">Verify with a short video</button>
    </div>
    <div id="verifyStep-video" hidden>
      <iframe title="Video verification" src="/videoverify/?iframeFrom=add-profile" width="100%" height="480"></iframe>
    </div>
  </section>`;
}
