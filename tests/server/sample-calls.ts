import type { CallKind } from '../../demo-pages/server/backend/call-kinds.ts';
import type { DemoHarness } from './demo-harness.ts';

/** One valid request of a call kind, as the widgets would send it. */
export interface SampleCall {
  readonly kind: CallKind;
  send(demo: DemoHarness, init?: RequestInit): Promise<Response>;
  /** Tells whether a body is this call's normal (success) answer. */
  isNormal(body: string): boolean;
}

const PAGE = '/profile.html';
const post = (path: string, fields: Record<string, string>) => (demo: DemoHarness, init?: RequestInit) => demo.post(path, fields, init);
const isSuccess = (body: string) => body.includes('"STATUS":"success"');

/** A valid request of every call kind, each with a check of its normal answer. */
export const sampleCalls: readonly SampleCall[] = [
  { kind: 'favorite', send: post(PAGE, { follow: '1', dancer_id: '42' }), isNormal: (body) => body === '1' || body === '0' },
  {
    kind: 'claim',
    send: post(PAGE, { name: 'Jo', visitor: 'jo@example.com', phone: '0161 555 0100', profile_link: PAGE }),
    isNormal: isSuccess,
  },
  {
    kind: 'share',
    send: post(PAGE, { user_name: 'Sam', friend_email: 'f@example.com', email_content: 'Have a look at this profile!', profile_link: PAGE }),
    isNormal: isSuccess,
  },
  { kind: 'shortUrl', send: post(PAGE, { getShortUrl: '1' }), isNormal: (body) => body.startsWith('{"url":"http://') },
  { kind: 'review', send: post(PAGE, { getReview: '1' }), isNormal: (body) => body.includes('data-review-id="1"') },
  {
    kind: 'reply',
    send: post(PAGE, { reply_text: 'x'.repeat(60), review_id: '1', dancer_id: '42', profile_link: PAGE }),
    isNormal: isSuccess,
  },
  { kind: 'report', send: post('/controller/ajax/phone_reports.php?id=42', { issue: '1' }), isNormal: isSuccess },
  {
    kind: 'suggestions',
    send: (demo, init) => demo.get('/search_suggestions?term=ann', init),
    isNormal: (body) => body.startsWith('[{"value":'),
  },
  { kind: 'geoCities', send: post('/ajax/geo_zones.php', { get: 'cities', country_id: '818' }), isNormal: (body) => body.includes('Las Vegas') },
  { kind: 'geoClubs', send: post('/ajax/geo_zones.php', { get: 'clubs', city_id: '1' }), isNormal: (body) => body.includes('Velvet Lounge') },
  { kind: 'geoAreas', send: post('/ajax/geo_zones.php', { get: 'cities_area', city_id: '1' }), isNormal: (body) => body.includes('The Strip') },
  {
    kind: 'agencyInfo',
    send: post('/controller/ajax/change_agency_info.php', { agency_name: 'Night Owls', agency_phone: '0161 555 0123' }),
    isNormal: (body) => body === 'ok',
  },
  {
    kind: 'videoUpload',
    send: (demo, init) => {
      const form = new FormData();
      form.append('video', new Blob([new Uint8Array(64)], { type: 'video/webm' }), 'verification.webm');
      form.append('iframeFrom', 'add-profile');
      return fetch(`${demo.origin()}/videoverify/upload`, { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: form, ...init });
    },
    isNormal: isSuccess,
  },
];
