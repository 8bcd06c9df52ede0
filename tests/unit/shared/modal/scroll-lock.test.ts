import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from '../../../../shared/modal/scroll-lock.ts';

afterEach(() => {
  document.body.removeAttribute('style');
  document.body.className = '';
});

describe('lockScroll', () => {
  it('adds modal-open and overflow hidden, and restores the page as it was', () => {
    document.body.style.overflow = 'auto';
    document.body.classList.add('listing-items-grid');
    const unlock = lockScroll();
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.body.classList.contains('listing-items-grid')).toBe(true);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the page locked until the last of nested locks is released, each release counting once', () => {
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(document.body.style.overflow).toBe('hidden');
    outer();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });

  it('leaves a modal-open class the page had before', () => {
    document.body.classList.add('modal-open');
    lockScroll()();
    expect(document.body.classList.contains('modal-open')).toBe(true);
  });
});
