import { afterEach, describe, expect, it } from 'vitest';
import { profileLink } from '../../../../shared/forms/profile-link.ts';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('profileLink', () => {
  it('is the absolute page address with its query and without its hash', () => {
    history.replaceState(null, '', '/profile/luna-42?lang=en#reviews');

    expect(profileLink()).toBe(`${location.origin}/profile/luna-42?lang=en`);
  });

  it('is the origin and path on a page without query', () => {
    history.replaceState(null, '', '/profile.html');

    expect(profileLink()).toBe(`${location.origin}/profile.html`);
  });
});
