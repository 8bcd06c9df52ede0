import { reviews } from '../fixtures/reviews.ts';
import { HOSTILE_REVIEW_ID, OVERLAY_REVIEW_ID } from '../fixtures/reviews.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { ListedProfile } from './listing-profiles.ts';
import { REVIEW_SORT_OPTIONS, SORT_OPTIONS, type ListingSettings, type ReviewSortKey } from './listing-settings.ts';

/** Thumbnails of the first rows load at once; the rest when scrolled near (the page has 60). */
const EAGER_THUMBS = 12;

function options(list: readonly (readonly [string, string])[], selected: string): string {
  return list.map(([key, label]) => `<option value="${key}"${key === selected ? ' selected' : ''}>${label}</option>`).join('');
}

/** The toolbar: view switches, the sort select, the filter panel switch and the price quick filter. */
export function renderToolbar(settings: ListingSettings): string {
  return `<div class="listing-toolbar">
      <div role="group" aria-label="View" class="btn-group btn-group-sm">
        <button type="button" class="btn btn-outline-secondary" data-widget="switch" data-switch="view" data-value="grid" aria-pressed="${settings.view === 'grid'}">Grid</button>
        <button type="button" class="btn btn-outline-secondary" data-widget="switch" data-switch="view" data-value="list" aria-pressed="${settings.view === 'list'}">List</button>
      </div>
      <label for="sortby">Sort by</label>
      <select id="sortby" class="custom-select custom-select-sm" data-widget="sort" data-cookie="sortby">
        ${options(SORT_OPTIONS, settings.sortby)}
      </select>
      <button type="button" class="btn btn-outline-secondary btn-sm filters-toggle" data-widget="switch" data-switch="filters" aria-controls="filters-panel" aria-expanded="false">Filters</button>
      <button type="button" class="btn btn-outline-secondary btn-sm" data-widget="price-quick-filter">Incalls up to 80</button>
    </div>`;
}

function card(profile: ListedProfile, position: number): string {
  const alt = `${profile.name}, ${profile.age}, ${profile.city}`;
  const where = [profile.incalls ? 'incalls' : '', profile.outcalls ? 'outcalls' : ''].filter(Boolean).join(' and ') || 'on request';
  return `<li class="listing-card"><a href="/profile.html"><img class="thumb" src="/media/thumb-${profile.id}.svg" alt="${escapeHtml(alt)}" width="120" height="120"${
    position < EAGER_THUMBS ? '' : ' loading="lazy"'
  }${profile.explicit ? ' data-explicit' : ''}></a>
        <div class="listing-card-body"><h3 class="listing-card-title">${escapeHtml(profile.name)}</h3>
        <p class="listing-card-meta">${profile.age} · ${escapeHtml(profile.city)} · $${profile.price}/h · ${where}</p></div></li>`;
}

/** The profile cards, with how many of the sixty the filters kept. */
export function renderListing(shown: readonly ListedProfile[], total: number): string {
  const count =
    shown.length === 0
      ? 'No profile matches these filters.'
      : `Showing ${shown.length} of ${total} profiles.`;
  return `<h2 id="listing-title" class="sr-only">Profiles</h2>
    <p class="listing-count">${count}</p>
    <ul class="listing" aria-labelledby="listing-title">
      ${shown.map(card).join('\n      ')}
    </ul>`;
}

const REVIEW_ORDER: Readonly<Record<ReviewSortKey, (a: (typeof reviews)[number], b: (typeof reviews)[number]) => number>> = {
  newest: (a, b) => b.date.localeCompare(a.date),
  oldest: (a, b) => a.date.localeCompare(b.date),
  rating: (a, b) => b.rating - a.rating || b.date.localeCompare(a.date),
};

/** The dancers page's latest reviews, sorted by the `sortbyreviews` cookie through its own sort select. */
export function renderReviews(settings: ListingSettings): string {
  const items = reviews
    .filter((review) => review.id !== HOSTILE_REVIEW_ID && review.id !== OVERLAY_REVIEW_ID)
    .sort(REVIEW_ORDER[settings.sortbyreviews])
    .map(
      (review) => `<li><h3>${escapeHtml(review.title)}</h3>
          <p class="review-meta">${review.rating} of 5 stars · ${escapeHtml(review.author)} · <time datetime="${review.date}">${review.date}</time></p></li>`,
    )
    .join('\n        ');
  return `<section class="listing-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Latest reviews</h2>
      <div class="listing-toolbar">
        <label for="sortbyreviews">Sort reviews by</label>
        <select id="sortbyreviews" class="custom-select custom-select-sm" data-widget="sort" data-cookie="sortbyreviews">
          ${options(REVIEW_SORT_OPTIONS, settings.sortbyreviews)}
        </select>
      </div>
      <ul class="review-list">
        ${items}
      </ul>
    </section>`;
}

/**
 * An ad slot root (the ads engineer's widget) for one zone and size. Its classes reserve the ad's
 * size on its device, and no space on the other, before the widget mounts (listing.css), so that
 * mounting it never moves the page (issue 10: CLS 0).
 */
export function adSlot(zone: number, size: string): string {
  return `<div class="ad-slot ad-slot-${size}" data-widget="ad-slot" data-zone="${zone}" data-size="${size}"></div>`;
}

/**
 * The help box of dialog switching (spec §4): three steps, one shown at a time. The last step has a
 * trigger for a step that does not exist, so QA can see the one console error it gives.
 */
export function renderHelpBox(): string {
  const step = (index: number, title: string, text: string, buttons: string, hidden: boolean) => `<section data-dialog-index="${index}" aria-labelledby="help-step-${index}"${hidden ? ' hidden' : ''}>
        <h2 id="help-step-${index}">${title}</h2>
        <p>${text}</p>
        <div class="dialog-switch-actions">${buttons}</div>
      </section>`;
  const show = (index: number, label: string, style = 'btn-primary') =>
    `<button type="button" class="btn ${style} btn-sm" data-dialog-show="${index}">${label}</button>`;
  return `<div data-widget="dialog-switch" class="dialog-switch">
      ${step(0, 'How booking works: 1 of 3', 'Pick a profile from the listing; the filters and the sort order stay as you left them.', show(1, 'Next'), false)}
      ${step(1, 'How booking works: 2 of 3', 'Open the profile to see photos, rates, reviews and how to get in touch.', `${show(0, 'Back', 'btn-outline-secondary')} ${show(2, 'Next')}`, true)}
      ${step(2, 'How booking works: 3 of 3', 'Call or write to agree on the details. Reviews help other visitors choose.', `${show(1, 'Back', 'btn-outline-secondary')} ${show(0, 'Start again')} ${show(9, 'QA: show step 9 (missing)', 'btn-link')}`, true)}
    </div>`;
}
