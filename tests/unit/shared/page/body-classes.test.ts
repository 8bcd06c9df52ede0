import { afterEach, describe, expect, it } from 'vitest';
import { bodyClasses, hasBodyClass, observeBodyClasses, setBodyClass } from '../../../../shared/page/body-classes.ts';

afterEach(() => {
  document.body.className = '';
});

describe('the body classes of the contract', () => {
  it('are spelled as in spec §4 and CONTRACT.md', () => {
    expect(Object.values(bodyClasses).sort()).toEqual(
      [
        'dark-mode',
        'document-scrolled',
        'filters-active',
        'listing-items-grid',
        'listing-items-list',
        'mobile-col-left-nav-active',
        'mobile-search-active',
        'mobile-sidebar-active',
        'safe-browsing',
      ].sort(),
    );
  });

  it('setBodyClass adds and removes a class and tells whether anything changed', () => {
    expect(setBodyClass(bodyClasses.darkMode, true)).toBe(true);
    expect(setBodyClass(bodyClasses.darkMode, true)).toBe(false);
    expect(hasBodyClass(bodyClasses.darkMode)).toBe(true);
    expect(setBodyClass(bodyClasses.darkMode, false)).toBe(true);
    expect(setBodyClass(bodyClasses.darkMode, false)).toBe(false);
    expect(document.body.className).toBe('');
  });

  it('observeBodyClasses reports class changes by anyone until stopped', async () => {
    let calls = 0;
    const stop = observeBodyClasses(() => {
      calls += 1;
    });
    document.body.classList.add('x');
    await Promise.resolve();
    expect(calls).toBe(1);
    stop();
    document.body.classList.add('y');
    await Promise.resolve();
    expect(calls).toBe(1);
  });
});
