// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../demo-pages/server/fixtures/reviews.ts';
import { PROFILE_WITH_VIDEOS, REVIEW_EXCERPTS } from '../../demo-pages/server/pages/profile/profile-fixture.ts';
import { renderProfilePage } from '../../demo-pages/server/pages/profile/profile-page.ts';
import { renderRatingDisplay } from '../../demo-pages/server/pages/render-rating.ts';
import { FORM_ECHO_PATH } from '../../demo-pages/server/qa/form-echo-endpoint.ts';

const index = readFileSync(new URL('../../demo-pages/public/index.html', import.meta.url), 'utf8');

describe('the demo pages\' ratings (contract "Rating")', () => {
  it('prints the read-only markup the widget renders (tests/unit/rating) for a value', () => {
    expect(renderRatingDisplay(4)).toBe(
      '<span data-widget="rating" data-readonly data-value="4" class="rating"><span class="rating-stars" aria-hidden="true">★★★★☆</span><span class="sr-only">4 out of 5 stars</span></span>',
    );
    expect(renderRatingDisplay(0)).toContain('<span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span><span class="sr-only">Not rated yet</span>');
  });

  it('shows each review\'s rating read-only on the profile page', () => {
    const html = renderProfilePage(PROFILE_WITH_VIDEOS, new Map());
    const listed = reviews.filter((review) => REVIEW_EXCERPTS.has(review.id));

    expect(listed.length).toBeGreaterThan(0);
    for (const review of listed) expect(html, `review ${review.id}`).toContain(`· ${renderRatingDisplay(review.rating)}</p>`);
    expect(html.match(/data-widget="rating"/g)).toHaveLength(listed.length);
  });

  it('has a QA form on the index page with a rating input at "0" and one at "3", posting to the form echo page', () => {
    const start = index.indexOf(`<form method="post" action="${FORM_ECHO_PATH}"`);
    expect(start).toBeGreaterThan(-1);
    const form = index.slice(start, index.indexOf('</form>', start));

    expect(form).toContain('<div data-widget="rating" data-label="Your rating" class="rating qa-rating"><span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span><input type="hidden" name="rating" value="0"></div>');
    expect(form).toContain('data-name="rating_punctuality" data-value="3" class="rating qa-rating"><span class="rating-stars" aria-hidden="true">★★★☆☆</span><input type="hidden" name="rating_punctuality" value="3"></div>');
    expect(form).toContain(renderRatingDisplay(0));
    expect(form).toContain(renderRatingDisplay(4));
  });

  it('documents the form echo page and the rating inputs in the index\'s QA section', () => {
    const start = index.indexOf('id="qa-rating"');
    expect(start).toBeGreaterThan(-1);
    const section = index.slice(start, index.indexOf('</table>', start));
    for (const text of [FORM_ECHO_PATH, 'Not rated yet', '4 out of 5 stars', '1 star', '5 stars', 'widgets:rating:change', 'data-widget-state="error"']) {
      expect(section, text).toContain(text);
    }
  });
});
