import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyleSheet, dropStyleSheet, isStyleSheetAdopted } from '../../../../shared/styles/adopt-style-sheet.ts';
import { adoptedCss } from '../../support/adopted-css.ts';

afterEach(() => {
  dropStyleSheet('test-a');
  dropStyleSheet('test-b');
});

describe('adoptStyleSheet', () => {
  it('adopts the CSS as a constructed stylesheet, with no <style> element a strict policy would refuse', () => {
    adoptStyleSheet('test-a', '.probe-a{color:red}');
    expect(isStyleSheetAdopted('test-a')).toBe(true);
    expect(adoptedCss()).toContain('.probe-a { color: red; }');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    const probe = document.createElement('p');
    probe.className = 'probe-a';
    document.body.append(probe);
    expect(getComputedStyle(probe).color).toBe('red');
    probe.remove();
  });

  it('adopts each id once however often it is called, and keeps the sheets the page adopted', () => {
    const pageSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [pageSheet];
    adoptStyleSheet('test-a', '.probe-a{color:red}');
    adoptStyleSheet('test-a', '.probe-a{color:red}');
    adoptStyleSheet('test-b', '.probe-b{color:blue}');
    expect(document.adoptedStyleSheets).toHaveLength(3);
    expect(document.adoptedStyleSheets[0]).toBe(pageSheet);
    dropStyleSheet('test-a');
    dropStyleSheet('test-b');
    expect(document.adoptedStyleSheets).toEqual([pageSheet]);
    document.adoptedStyleSheets = [];
  });

  it('adopts a dropped sheet again on the next call', () => {
    adoptStyleSheet('test-a', '.probe-a{color:red}');
    dropStyleSheet('test-a');
    expect(isStyleSheetAdopted('test-a')).toBe(false);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    adoptStyleSheet('test-a', '.probe-a{color:red}');
    expect(isStyleSheetAdopted('test-a')).toBe(true);
  });

  it('falls back to one <style> element per id where constructed stylesheets are missing (Safari before 16.4)', () => {
    vi.stubGlobal('CSSStyleSheet', class WithoutReplaceSync {});
    adoptStyleSheet('test-b', '.probe-b{color:blue}');
    adoptStyleSheet('test-b', '.probe-b{color:blue}');
    const styles = document.querySelectorAll('style#test-b');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.probe-b{color:blue}');
    expect(isStyleSheetAdopted('test-b')).toBe(true);
    dropStyleSheet('test-b');
    expect(document.querySelectorAll('style#test-b')).toHaveLength(0);
  });
});
