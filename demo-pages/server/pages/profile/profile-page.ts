import { reviews } from '../../fixtures/reviews.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { renderRatingDisplay } from '../render-rating.ts';
import { renderSitePage } from '../site-layout.ts';
import { REVIEW_EXCERPTS, type ProfileFixture, type ProfileMedia } from './profile-fixture.ts';
import { renderScenarioForm } from './scenario-form.ts';

const REVIEW_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** One gallery thumbnail; an item pending deletion is dimmed, badged and left out of the gallery. */
function thumb(item: ProfileMedia, kind: 'image' | 'video', size: string): string {
  const link = `<a href="${item.full}" data-gallery="${kind}"${item.deleted ? ' data-to-be-deleted' : ''}><img src="${item.thumb}" alt="${escapeHtml(item.alt)}" ${size}></a>`;
  return item.deleted ? `<li class="profile-thumb-deleted">${link}<span class="badge badge-dark">Pending deletion</span></li>` : `<li>${link}</li>`;
}

function renderGallery(profile: ProfileFixture): string {
  const videos =
    profile.videos.length === 0
      ? ''
      : `

      <h3 class="profile-gallery-title">Videos</h3>
      <ul class="profile-thumbs profile-video-thumbs">
        ${profile.videos.map((item) => thumb(item, 'video', 'width="160" height="90"')).join('\n        ')}
      </ul>`;
  return `<section class="col-md-7 profile-section" id="gallery" data-widget="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">Gallery</h2>
      <p>
        <button type="button" class="btn btn-primary" data-gallery-first>View gallery</button>
        <span class="text-muted ml-2">${profile.mediaCount}</span>
      </p>

      <h3 class="profile-gallery-title">Photos</h3>
      <ul class="profile-thumbs">
        ${profile.photos.map((item) => thumb(item, 'image', 'width="96" height="128"')).join('\n        ')}
      </ul>${videos}
    </section>`;
}

function renderDetails(profile: ProfileFixture): string {
  const name = escapeHtml(profile.name);
  const info: readonly (readonly [string, string])[] = [
    ['Age', String(profile.age)],
    ['City', profile.city],
    ['Languages', profile.languages],
    ['Height', profile.height],
    ['Incalls', profile.incalls],
    ['Outcalls', profile.outcalls],
  ];
  return `<div class="col-md-5">
      <section class="profile-section" id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        <p>Phone: <a href="${profile.phone.href}">${escapeHtml(profile.phone.text)}</a></p>
        <p>${escapeHtml(profile.contactNote)}</p>
        <div class="profile-actions">
          <div data-widget="favorite" data-dancer-id="${profile.dancerId}" data-favorite="0"><button type="button" class="btn favorite-button btn-primary" disabled><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">&#x2661;</span> <span>Add to favorites</span></button></div>
          <button type="button" class="btn btn-outline-secondary" aria-controls="shareModal" aria-haspopup="dialog">Share</button>
        </div>
        <p class="profile-secondary-actions">
          <button type="button" class="btn btn-link" aria-controls="claimModal" aria-haspopup="dialog">Claim this profile</button>
          <button type="button" class="btn btn-link" aria-controls="reportModal" aria-haspopup="dialog">Report a problem</button>
        </p>
      </section>

      <section class="profile-section" id="info" aria-labelledby="info-title">
        <h2 id="info-title">Info</h2>
        <dl class="row">
          ${info.map(([label, value]) => `<dt class="col-5">${label}</dt><dd class="col-7">${escapeHtml(value)}</dd>`).join('\n          ')}
        </dl>
      </section>

      <section class="profile-section" id="rates" aria-labelledby="rates-title">
        <h2 id="rates-title">Rates</h2>
        <table class="table table-sm">
          <caption class="sr-only">Rates of ${name}</caption>
          <thead><tr><th scope="col">Booking</th><th scope="col">Price</th></tr></thead>
          <tbody>
            ${profile.rates.map(([booking, price]) => `<tr><td>${escapeHtml(booking)}</td><td>${escapeHtml(price)}</td></tr>`).join('\n            ')}
          </tbody>
        </table>
      </section>
    </div>`;
}

/** The reviews list: each review's excerpt with its "Read the whole review" and "Reply" buttons. */
function renderReviews(): string {
  const listed = reviews.filter((review) => REVIEW_EXCERPTS.has(review.id));
  const items = listed.map((review) => {
    const id = review.id;
    const describedBy = `data-review-id="${id}" aria-describedby="review-${id}-title"`;
    return `<li data-review-id="${id}">
        <h3 id="review-${id}-title">${escapeHtml(review.title)}</h3>
        <p class="mb-1 text-muted">${escapeHtml(review.author)} · ${REVIEW_DATE.format(new Date(review.date))} · ${renderRatingDisplay(review.rating)}</p>
        <p class="mb-1">${escapeHtml(REVIEW_EXCERPTS.get(id) ?? '')}</p>
        <button type="button" class="btn btn-link" aria-controls="reviewModal" aria-haspopup="dialog" ${describedBy}>Read the whole review</button>
        <button type="button" class="btn btn-link" aria-controls="replyReviewModal" aria-haspopup="dialog" ${describedBy}>Reply</button>
      </li>`;
  });
  return `<section class="profile-section" id="reviews" aria-labelledby="reviews-title">
    <h2 id="reviews-title">Reviews (${listed.length})</h2>
    <ol class="review-list">
      ${items.join('\n      ')}
    </ol>
  </section>`;
}

/**
 * The one template of the profile pages (`data-page="profile"`, body root `breadcrumb-bar`): the
 * breadcrumb bar, the sections nav, the gallery, contact with the favorite and the modals' triggers,
 * info, rates, the reviews, the QA box and the modals' roots, in the site layout for the visitor's
 * cookies.
 */
export function renderProfilePage(profile: ProfileFixture, cookies: ReadonlyMap<string, string>): string {
  const name = escapeHtml(profile.name);
  const city = escapeHtml(profile.city);
  return renderSitePage({
    title: `${profile.name} – dancer in ${profile.city}`,
    path: profile.path,
    cookies,
    dataPage: 'profile',
    stylesheets: ['/profile.css'],
    bodyWidgets: 'breadcrumb-bar',
    content: `<nav aria-label="Breadcrumb" class="breadcrumb-bar">
  <div class="container">
    <ol class="breadcrumb">
      <li class="breadcrumb-item"><a href="/">Home</a></li>
      <li class="breadcrumb-item"><a href="/">Dancers in ${city}</a></li>
      <li class="breadcrumb-item active" aria-current="page">${name}</li>
    </ol>
  </div>
</nav>

<nav class="profile-mobile-nav nav" aria-label="Profile sections" data-widget="mobile-nav">
  <a class="nav-link" href="#contact">Contact</a><a class="nav-link" href="#gallery">Gallery</a><a class="nav-link" href="#info">Info</a><a class="nav-link" href="#rates">Rates</a><a class="nav-link" href="#reviews">Reviews</a>
</nav>

<main class="container" id="main">
  <h1>${name}</h1>
  <p class="lead">${escapeHtml(profile.lead)}</p>

  <div class="row">
    ${renderGallery(profile)}

    ${renderDetails(profile)}
  </div>

  ${renderReviews()}

  ${renderScenarioForm()}
</main>

<footer class="demo-footer">
  <div class="container">Demo profile: every action posts to this page's address and is answered by the fake backend.</div>
</footer>

<div data-widget="claim-modal"></div>
<div data-widget="share-modal"></div>
<div data-widget="review-modal"></div>
<div data-widget="reply-modal" data-dancer-id="${profile.dancerId}"></div>
<div data-widget="report-modal" data-dancer-id="${profile.dancerId}"></div>`,
  });
}
