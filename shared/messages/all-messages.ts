/**
 * The message catalogue: every user-visible string of the bundle, one file per group so that a
 * widget's chunk carries only its own. English defaults are the spec's texts verbatim (spec §5, §8,
 * contract); texts the spec does not give (transport failures) are ours. The page config's
 * `messages` object overrides any of them by key, for the site's other languages.
 */
import { favoriteMessages } from './catalogue/favorite-messages.ts';
import { agencyMessages } from './catalogue/agency-messages.ts';
import { claimMessages } from './catalogue/claim-messages.ts';
import { shareMessages } from './catalogue/share-messages.ts';
import { claimModalMessages } from './catalogue/claim-modal-messages.ts';
import { shareModalMessages } from './catalogue/share-modal-messages.ts';
import { replyMessages } from './catalogue/reply-messages.ts';
import { reportMessages } from './catalogue/report-messages.ts';
import { reviewModalMessages } from './catalogue/review-modal-messages.ts';
import { replyModalMessages } from './catalogue/reply-modal-messages.ts';
import { reportModalMessages } from './catalogue/report-modal-messages.ts';
import { mediaMessages } from './catalogue/media-messages.ts';
import { requestMessages } from './catalogue/request-messages.ts';
import { controlMessages } from './catalogue/control-messages.ts';
import { galleryMessages } from './catalogue/gallery-messages.ts';
import { adMessages } from './catalogue/ad-messages.ts';
import { searchMessages } from './catalogue/search-messages.ts';
import { filterMessages } from './catalogue/filter-messages.ts';
import { ageCheckMessages } from './catalogue/age-check-messages.ts';
import { geoMessages } from './catalogue/geo-messages.ts';
import { otherCityMessages } from './catalogue/other-city-messages.ts';
import { agencyFormMessages } from './catalogue/agency-form-messages.ts';
import { verifyMessages } from './catalogue/verify-messages.ts';
import { videoVerifyMessages } from './catalogue/video-verify-messages.ts';
import { runtimeMessages } from './catalogue/runtime-messages.ts';
import { ratingMessages } from './catalogue/rating-messages.ts';

/** Every message by key, for checking the page config's overrides and for tests. */
export function allMessages() {
  return {
    ...favoriteMessages,
    ...agencyMessages,
    ...claimMessages,
    ...shareMessages,
    ...claimModalMessages,
    ...shareModalMessages,
    ...replyMessages,
    ...reportMessages,
    ...reviewModalMessages,
    ...replyModalMessages,
    ...reportModalMessages,
    ...mediaMessages,
    ...requestMessages,
    ...controlMessages,
    ...galleryMessages,
    ...adMessages,
    ...searchMessages,
    ...filterMessages,
    ...ageCheckMessages,
    ...geoMessages,
    ...otherCityMessages,
    ...agencyFormMessages,
    ...verifyMessages,
    ...videoVerifyMessages,
    ...runtimeMessages,
    ...ratingMessages,
  };
}

/** A key of the message catalogue. */
export type MessageKey = keyof ReturnType<typeof allMessages>;

/** Values substituted into `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number>>;
