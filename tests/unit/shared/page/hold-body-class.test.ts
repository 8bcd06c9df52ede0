import { afterEach, describe, expect, it } from 'vitest';
import { bodyClasses, hasBodyClass, setBodyClass } from '../../../../shared/page/body-classes.ts';
import { holdBodyClass } from '../../../../shared/page/hold-body-class.ts';

afterEach(() => {
  document.body.className = '';
});

describe('holdBodyClass', () => {
  it('keeps the class until the last owner lets go', () => {
    const first = holdBodyClass(bodyClasses.mobileSidebar);
    const second = holdBodyClass(bodyClasses.mobileSidebar);
    expect(hasBodyClass(bodyClasses.mobileSidebar)).toBe(true);
    first();
    expect(hasBodyClass(bodyClasses.mobileSidebar)).toBe(true);
    second();
    expect(hasBodyClass(bodyClasses.mobileSidebar)).toBe(false);
  });

  it('counts a release called twice once, so an owner cannot let go of another\'s hold', () => {
    const first = holdBodyClass(bodyClasses.filters);
    const second = holdBodyClass(bodyClasses.filters);
    first();
    first();
    expect(hasBodyClass(bodyClasses.filters)).toBe(true);
    second();
    expect(hasBodyClass(bodyClasses.filters)).toBe(false);
  });

  it('leaves a class the body carried before the first owner came', () => {
    setBodyClass(bodyClasses.safeBrowsing, true);
    holdBodyClass(bodyClasses.safeBrowsing)();
    expect(hasBodyClass(bodyClasses.safeBrowsing)).toBe(true);
  });

  it('puts the class back for a new owner after another script took it off', () => {
    const first = holdBodyClass(bodyClasses.mobileSearch);
    setBodyClass(bodyClasses.mobileSearch, false);
    const second = holdBodyClass(bodyClasses.mobileSearch);
    expect(hasBodyClass(bodyClasses.mobileSearch)).toBe(true);
    first();
    second();
    expect(hasBodyClass(bodyClasses.mobileSearch)).toBe(false);
  });

  it('starts counting afresh once every owner has gone', () => {
    holdBodyClass(bodyClasses.documentScrolled)();
    setBodyClass(bodyClasses.documentScrolled, true);
    holdBodyClass(bodyClasses.documentScrolled)();
    expect(hasBodyClass(bodyClasses.documentScrolled)).toBe(true);
  });
});
