import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../shared/messages/all-messages.ts';
import { adMessages } from '../../../shared/messages/catalogue/ad-messages.ts';
import { ageCheckMessages } from '../../../shared/messages/catalogue/age-check-messages.ts';
import { agencyMessages } from '../../../shared/messages/catalogue/agency-messages.ts';
import { agencyFormMessages } from '../../../shared/messages/catalogue/agency-form-messages.ts';
import { verifyMessages } from '../../../shared/messages/catalogue/verify-messages.ts';
import { claimMessages } from '../../../shared/messages/catalogue/claim-messages.ts';
import { claimModalMessages } from '../../../shared/messages/catalogue/claim-modal-messages.ts';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { favoriteMessages } from '../../../shared/messages/catalogue/favorite-messages.ts';
import { filterMessages } from '../../../shared/messages/catalogue/filter-messages.ts';
import { galleryMessages } from '../../../shared/messages/catalogue/gallery-messages.ts';
import { mediaMessages } from '../../../shared/messages/catalogue/media-messages.ts';
import { replyMessages } from '../../../shared/messages/catalogue/reply-messages.ts';
import { replyModalMessages } from '../../../shared/messages/catalogue/reply-modal-messages.ts';
import { reportMessages } from '../../../shared/messages/catalogue/report-messages.ts';
import { reportModalMessages } from '../../../shared/messages/catalogue/report-modal-messages.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { reviewModalMessages } from '../../../shared/messages/catalogue/review-modal-messages.ts';
import { searchMessages } from '../../../shared/messages/catalogue/search-messages.ts';
import { shareMessages } from '../../../shared/messages/catalogue/share-messages.ts';
import { shareModalMessages } from '../../../shared/messages/catalogue/share-modal-messages.ts';
import { geoMessages } from '../../../shared/messages/catalogue/geo-messages.ts';
import { otherCityMessages } from '../../../shared/messages/catalogue/other-city-messages.ts';
import { videoVerifyMessages } from '../../../shared/messages/catalogue/video-verify-messages.ts';
import { runtimeMessages } from '../../../shared/messages/catalogue/runtime-messages.ts';
import { ratingMessages } from '../../../shared/messages/catalogue/rating-messages.ts';
import { overriddenMessageKeys, readDemoPages, unknownMessageKeys } from '../support/message-overrides.ts';

const groups: Record<string, Readonly<Record<string, string>>> = {
  adMessages,
  ageCheckMessages,
  agencyMessages,
  claimMessages,
  claimModalMessages,
  controlMessages,
  favoriteMessages,
  filterMessages,
  galleryMessages,
  mediaMessages,
  replyMessages,
  replyModalMessages,
  reportMessages,
  reportModalMessages,
  requestMessages,
  reviewModalMessages,
  searchMessages,
  shareMessages,
  shareModalMessages,
  geoMessages,
  otherCityMessages,
  agencyFormMessages,
  verifyMessages,
  videoVerifyMessages,
  runtimeMessages,
  ratingMessages,
};

/** Every message text spec.md gives in §4, §5 and §8 (and the contract's favorite names), verbatim. */
const SPEC_TEXTS = [
  'Add to favorites',
  'Remove from favorites',
  'Invalid name',
  'Please complete a valid phone number',
  'Please set a name and a phone first',
  'Please enter your name',
  'You have to type minimum 2 characters',
  'Please enter your e-mail address',
  'Please enter a valid e-mail address',
  'Please enter your phone',
  'You have to type minimum 10 characters',
  'Please enter friend e-mail address',
  'Please type in a message',
  'You have to type minimum 20 characters',
  'Please enter your reply',
  'You have to type minimum 50 characters',
  'No Id',
  "You haven't checked any issue!",
  'This name is already taken!',
  'This phone is already registered!',
  'Info has been changed!',
  'Something Went Wrong, Please Try Again Later',
  'Image Not Found',
  'HTML Element Not Found',
  'Error Loading AJAX : Not Found',
  'Error Loading AJAX : Forbidden',
  'Error Loading Page',
];

describe('allMessages', () => {
  it('gives no two groups the same key', () => {
    const owners = new Map<string, string[]>();
    for (const [group, messages] of Object.entries(groups)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), group]);
    }

    const shared = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key} (${names.join(', ')})`);
    expect(shared).toEqual([]);
  });

  it('holds every message of every group, unchanged', () => {
    const merged = Object.assign({}, ...Object.values(groups)) as Record<string, string>;

    expect(allMessages()).toEqual(merged);
    expect(Object.keys(allMessages())).toHaveLength(Object.values(groups).reduce((sum, group) => sum + Object.keys(group).length, 0));
  });

  it('holds only non-empty texts', () => {
    for (const [key, text] of Object.entries(allMessages())) expect(text.trim(), key).not.toBe('');
  });

  it('holds every message text of the spec verbatim', () => {
    const texts: string[] = Object.values(allMessages());

    const missing = SPEC_TEXTS.filter((text) => !texts.includes(text));
    expect(missing).toEqual([]);
  });
});

describe('message overrides of the demo pages', () => {
  it('use only keys of the catalogue', () => {
    expect(unknownMessageKeys(readDemoPages(), allMessages())).toEqual([]);
  });
});

describe('the override key checker', () => {
  const configured = (config: string) => `<!doctype html><html><head>
    <script type="application/json" id="widgets-config">${config}</script>
    </head><body data-page="profile"></body></html>`;

  it('reads the message keys a page overrides', () => {
    const page = { name: 'profile.html', html: configured('{"cookieDomain":".x.test","messages":{"addToFavorites":"A","noReviewId":"B"}}') };

    expect(overriddenMessageKeys(page)).toEqual(['addToFavorites', 'noReviewId']);
  });

  it('lists each unknown key with its page, and passes the known ones', () => {
    const pages = [
      { name: 'good.html', html: configured('{"messages":{"addToFavorites":"Ajouter aux favoris"}}') },
      { name: 'typo.html', html: configured('{"messages":{"addToFavourites":"Ajouter","removeFromFavorites":"Retirer","toString":"x"}}') },
    ];

    expect(unknownMessageKeys(pages, allMessages())).toEqual(['typo.html: addToFavourites', 'typo.html: toString']);
  });

  it('finds nothing on a page without config or without messages', () => {
    const pages = [
      { name: 'plain.html', html: '<!doctype html><html><body><p>Hello</p></body></html>' },
      { name: 'no-messages.html', html: configured('{"cookieDomain":".x.test"}') },
    ];

    expect(pages.flatMap(overriddenMessageKeys)).toEqual([]);
    expect(unknownMessageKeys(pages, allMessages())).toEqual([]);
  });

  it('fails loudly, naming the page, when its config is not valid JSON', () => {
    expect(() => overriddenMessageKeys({ name: 'broken.html', html: configured('{messages:') })).toThrow(/^broken\.html: #widgets-config is not valid JSON/);
  });
});
