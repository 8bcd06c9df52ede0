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
    expect(parse({ addProfileUrl: '/add-profile/new' }).success).toBe(true);
    expect(parse({ addProfileUrl: 'https://example.com/new' }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', '//evil.example/', '#', '#a b', 'new.html', 'data:text/html,x'])('refuses the add-profile URL %j', (url) => {
    const result = parse({ addProfileUrl: url });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('expected "#id", an absolute path ("/…") or an http(s) URL');
  });

  it('refuses a data-escort-profile other than 0 or 1', () => {
    expect(parse({ escortProfile: 'yes' }).success).toBe(false);
  });
});
