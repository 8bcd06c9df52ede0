/** One picture or clip of a profile's gallery: the full file, its thumbnail and its text. */
export interface ProfileMedia {
  readonly full: string;
  readonly thumb: string;
  readonly alt: string;
  /** Pending deletion: shown dimmed with a badge, left out of the gallery (`data-to-be-deleted`). */
  readonly deleted?: boolean;
}

/** A demo profile page's data, as the profile template renders it. */
export interface ProfileFixture {
  readonly path: string;
  readonly dancerId: number;
  readonly name: string;
  readonly city: string;
  readonly lead: string;
  /** The gallery's count line beside "View gallery". */
  readonly mediaCount: string;
  readonly photos: readonly ProfileMedia[];
  /** None: the page has no "Videos" list. */
  readonly videos: readonly ProfileMedia[];
  readonly phone: { readonly href: string; readonly text: string };
  readonly contactNote: string;
  /** Info rows (label, value), after Age and City. */
  readonly age: number;
  readonly languages: string;
  readonly height: string;
  readonly incalls: string;
  readonly outcalls: string;
  /** Rates rows (booking, price). */
  readonly rates: readonly (readonly [string, string])[];
}

const photo = (id: number, alt: string, deleted = false): ProfileMedia => ({
  full: `/media/photo-${id}.svg`,
  thumb: `/media/thumb-${id}.svg`,
  alt,
  deleted,
});
const clip = (id: number, alt: string, deleted = false): ProfileMedia => ({
  full: `/media/clip-${id}.webm`,
  thumb: `/media/video-thumb-${id}.svg`,
  alt,
  deleted,
});

/** The review excerpts the profile pages list, by review id (fixtures/reviews.ts has the rest). */
export const REVIEW_EXCERPTS: ReadonlyMap<number, string> = new Map([
  [1, 'Booked through the site for a birthday evening. She arrived on time…'],
  [2, 'We asked on short notice and she still made it…'],
  [3, 'Exactly as in the photos and very easy to talk to…'],
  [4, 'Good evening overall, but it started 30 minutes late…'],
  [5, 'Made our party! Polite, fun and respectful of the house rules…'],
  [666, 'QA canary: the whole review holds a script and an onerror handler that must never run…'],
]);

/** `/profile.html`: dancer 42 with photos, videos and reviews (one photo and one clip pending deletion). */
export const PROFILE_WITH_VIDEOS: ProfileFixture = {
  path: '/profile.html',
  dancerId: 42,
  name: 'Luna Reyes',
  city: 'Manchester',
  lead: 'Dancer, 22, Manchester · Available for private parties and club nights',
  mediaCount: '5 photos · 2 videos',
  photos: [
    photo(1, 'Photo 1 of 5'),
    photo(2, 'Photo 2 of 5'),
    photo(3, 'Photo 3 of 5'),
    photo(4, 'Photo 4 of 5'),
    photo(5, 'Photo 5 of 5'),
    photo(9, 'Photo pending deletion', true),
  ],
  videos: [clip(1, 'Video 1 of 2'), clip(2, 'Video pending deletion', true), clip(3, 'Video 2 of 2')],
  phone: { href: 'tel:+441615550142', text: '+44 161 555 0142' },
  contactNote: 'Best reached by phone between 12:00 and 20:00. Please say you found the profile on the directory.',
  age: 22,
  languages: 'English, Spanish',
  height: '168 cm',
  incalls: 'No',
  outcalls: 'Yes, Greater Manchester',
  rates: [
    ['Club dance, 3 songs', '£60'],
    ['Private party, 1 hour', '£180'],
    ['Private party, 2 hours', '£320'],
  ],
};

/** `/profile-no-video.html`: dancer 43 with photos only, one pending deletion in the middle. */
export const PROFILE_WITHOUT_VIDEOS: ProfileFixture = {
  path: '/profile-no-video.html',
  dancerId: 43,
  name: 'Mia Marlowe',
  city: 'Berlin',
  lead: 'Dancer, 27, Berlin · Stage shows, bachelorette parties and corporate events',
  mediaCount: '4 photos',
  photos: [
    photo(11, 'Photo 1 of 4'),
    photo(12, 'Photo 2 of 4'),
    photo(19, 'Photo pending deletion', true),
    photo(13, 'Photo 3 of 4'),
    photo(14, 'Photo 4 of 4'),
  ],
  videos: [],
  phone: { href: 'tel:+4930555014301', text: '+49 30 5550 14301' },
  contactNote: 'Bookings at least two days ahead, by phone or text message. English and German spoken.',
  age: 27,
  languages: 'German, English',
  height: '174 cm',
  incalls: 'No',
  outcalls: 'Yes, Berlin and Potsdam',
  rates: [
    ['Stage show, 20 minutes', '€150'],
    ['Private party, 1 hour', '€200'],
    ['Corporate event, evening', '€450'],
  ],
};

/** The profile pages by path. */
export const PROFILE_PAGES: ReadonlyMap<string, ProfileFixture> = new Map(
  [PROFILE_WITH_VIDEOS, PROFILE_WITHOUT_VIDEOS].map((profile) => [profile.path, profile]),
);
