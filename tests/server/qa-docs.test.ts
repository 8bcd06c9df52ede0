// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAKEN_AGENCY_NAME, TAKEN_AGENCY_PHONE } from '../../demo-pages/server/backend/agency-info-call.ts';
import { CALL_KINDS } from '../../demo-pages/server/backend/call-kinds.ts';
import { ALREADY_CLAIMED_EMAIL } from '../../demo-pages/server/backend/claim-call.ts';
import { EMPTY_ANSWER_DANCER_ID, EMPTY_MESSAGE_DANCER_ID, ONE_MESSAGE_LIST_DANCER_ID } from '../../demo-pages/server/backend/favorite-call.ts';
import { OUTCOMES } from '../../demo-pages/server/backend/scenarios.ts';
import { BLOCKED_FRIEND_EMAIL } from '../../demo-pages/server/backend/share-call.ts';
import { HOSTILE_REVIEW_ID, OVERLAY_REVIEW_ID } from '../../demo-pages/server/fixtures/reviews.ts';
import { PROFILE_WITH_VIDEOS, PROFILE_WITHOUT_VIDEOS } from '../../demo-pages/server/pages/profile/profile-fixture.ts';
import { renderProfilePage } from '../../demo-pages/server/pages/profile/profile-page.ts';

const page = (name: string) => readFileSync(new URL(`../../demo-pages/public/${name}`, import.meta.url), 'utf8');

describe('the QA documentation on the index page', () => {
  const index = page('index.html');

  it('documents every call kind and every outcome in its tables', () => {
    for (const kind of CALL_KINDS) expect(index, kind).toContain(`<td><code>${kind}</code></td>`);
    for (const outcome of OUTCOMES) expect(index, outcome).toContain(`<td><code>${outcome}</code></td>`);
  });

  it('documents every magic value and QA endpoint', () => {
    for (const value of [TAKEN_AGENCY_NAME, TAKEN_AGENCY_PHONE, ALREADY_CLAIMED_EMAIL, BLOCKED_FRIEND_EMAIL, String(HOSTILE_REVIEW_ID)]) {
      expect(index, value).toContain(value);
    }
    for (const value of [`getReview=${OVERLAY_REVIEW_ID}`, ...[EMPTY_ANSWER_DANCER_ID, ONE_MESSAGE_LIST_DANCER_ID, EMPTY_MESSAGE_DANCER_ID].map((id) => `<code>${id}</code>`)]) {
      expect(index, value).toContain(value);
    }
    for (const value of ['<code>zzz</code>', '<code>slow</code>', '<code>evil</code>', '/__requests', '/__reset', '/__scenario']) {
      expect(index, value).toContain(value);
    }
  });

  it('links every add-profile and video verification page and documents their QA inputs in their sections', () => {
    for (const path of ['/add-profile.html', '/add-profile-agency.html', '/videoverify/', '/videoverify/?iframeFrom=add-profile']) {
      expect(index, path).toContain(`<a href="${path}">`);
    }
    const section = (id: string) => {
      const start = index.indexOf(`id="${id}"`);
      expect(start, id).toBeGreaterThan(-1);
      return index.slice(start, index.indexOf('</table>', start));
    };
    const addProfile = section('qa-add-profile');
    for (const text of [TAKEN_AGENCY_NAME, TAKEN_AGENCY_PHONE, 'agency_name_exist', 'agency_phone_exist', 'geoCities', 'geoClubs', 'geoAreas', '<code>slow</code>']) {
      expect(addProfile, text).toContain(text);
    }
    expect(section('qa-videoverify')).toContain('/videoverify/upload');
  });

  it.each([
    ['index.html', () => page('index.html')],
    ['/profile.html', () => renderProfilePage(PROFILE_WITH_VIDEOS, new Map())],
    ['/profile-no-video.html', () => renderProfilePage(PROFILE_WITHOUT_VIDEOS, new Map())],
  ])('%s has a scenario form offering every call kind and outcome', (_name, render) => {
    const html = render();
    expect(html).toContain('<form method="post" action="/__scenario"');
    for (const kind of CALL_KINDS) expect(html, kind).toContain(`<option value="${kind}">`);
    for (const outcome of OUTCOMES) expect(html, outcome).toContain(`<option value="${outcome}">`);
    expect(html).toContain('name="sticky"');
  });
});
