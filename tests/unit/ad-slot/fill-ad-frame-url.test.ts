import { describe, expect, it } from 'vitest';
import { fillAdFrameUrl } from '../../../widgets/ad-slot/fill-ad-frame-url.ts';

describe('fillAdFrameUrl', () => {
  it('fills the default template of the page config', () => {
    expect(fillAdFrameUrl('/ad-frame.html?zone={zone}&size={width}x{height}', { zone: 1001, width: 728, height: 90 })).toBe(
      '/ad-frame.html?zone=1001&size=728x90',
    );
  });

  it('fills every occurrence, in the path as well as the query', () => {
    expect(fillAdFrameUrl('https://ads.example.com/z/{zone}/{width}/{height}?z={zone}', { zone: 7, width: 320, height: 100 })).toBe(
      'https://ads.example.com/z/7/320/100?z=7',
    );
  });

  it('URL-encodes each value', () => {
    const values = { zone: 1, width: 2, height: 3 };
    // The values are numbers today; the encoding keeps the URL intact if that ever changes.
    const hostile = { ...values, zone: 'a&b=/?#' as unknown as number };

    expect(fillAdFrameUrl('/f?z={zone}', hostile)).toBe('/f?z=a%26b%3D%2F%3F%23');
  });

  it('leaves other placeholders and a template without placeholders as they are', () => {
    expect(fillAdFrameUrl('/f?cb={cachebuster}&z={Zone}', { zone: 1, width: 2, height: 3 })).toBe('/f?cb={cachebuster}&z={Zone}');
    expect(fillAdFrameUrl('/static-ad.html', { zone: 1, width: 2, height: 3 })).toBe('/static-ad.html');
  });
});
