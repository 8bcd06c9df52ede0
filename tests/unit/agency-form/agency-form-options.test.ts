import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AgencyFormOptionsSchema } from '../../../widgets/agency-form/agency-form-options.ts';

const parse = (raw: Record<string, string>) => v.safeParse(AgencyFormOptionsSchema, raw);

describe('AgencyFormOptionsSchema', () => {
  it('defaults to a page that is not an escort profile page, with no add-profile URL', () => {
    const result = parse({});
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual({ escortProfile: false, addProfileUrl: '' });
  });

  it('reads data-escort-profile="1" and an add-profile URL that is "#id", a path or http(s)', () => {
    expect(parse({ escortProfile: '1', addProfileUrl: '#location' }).output).toEqual({ escortProfile: true, addProfileUrl: '#location' });
    // A path or URL becomes the absolute address it was judged as (urlAttribute).
    expect(parse({ addProfileUrl: '/add-profile/new' })).toMatchObject({ output: { addProfileUrl: `${location.origin}/add-profile/new` } });
    expect(parse({ addProfileUrl: 'https://example.com/new' })).toMatchObject({ output: { addProfileUrl: 'https://example.com/new' } });
  });

  it.each(['javascript:alert(1)', '//evil.example/', '/\\evil.example/phish', '/\t/evil.example/phish', '#', '#a b', 'new.html', 'data:text/html,x'])(
    'refuses the add-profile URL %j',
    (url) => {
      const result = parse({ addProfileUrl: url });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(
        'expected "#id", an http(s) URL or a path ("/…") on this site as the browser reads it ("/\\host" and "//host" are other hosts)',
      );
    },
  );

  it('refuses a data-escort-profile other than 0 or 1', () => {
    expect(parse({ escortProfile: 'yes' }).success).toBe(false);
  });
});
