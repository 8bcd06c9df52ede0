import { afterEach, describe, expect, it } from 'vitest';
import { isMobilePanel, isMobilePanelOpen, mobilePanelClasses, showMobilePanel } from '../../../../shared/page/mobile-panels.ts';

afterEach(() => {
  document.body.className = '';
});

describe('the mobile panels', () => {
  it('are the sidebar, the search and the left navigation, with the contract body classes', () => {
    expect(mobilePanelClasses).toEqual({
      'mobile-sidebar': 'mobile-sidebar-active',
      'mobile-search': 'mobile-search-active',
      'mobile-left-nav': 'mobile-col-left-nav-active',
    });
    expect(isMobilePanel('mobile-search')).toBe(true);
    expect(isMobilePanel('filters')).toBe(false);
  });

  it('opening one closes the others, and the changes say which, closed ones first', () => {
    document.body.className = 'listing-items-grid mobile-sidebar-active';
    expect(showMobilePanel('mobile-search')).toEqual([
      { panel: 'mobile-sidebar', open: false },
      { panel: 'mobile-search', open: true },
    ]);
    expect(document.body.className).toBe('listing-items-grid mobile-search-active');
    expect(isMobilePanelOpen('mobile-search')).toBe(true);
  });

  it('null closes every panel and leaves other classes alone', () => {
    document.body.className = 'dark-mode mobile-col-left-nav-active mobile-search-active';
    expect(showMobilePanel(null)).toEqual([
      { panel: 'mobile-search', open: false },
      { panel: 'mobile-left-nav', open: false },
    ]);
    expect(document.body.className).toBe('dark-mode');
  });

  it('opening the open panel changes nothing', () => {
    showMobilePanel('mobile-left-nav');
    expect(showMobilePanel('mobile-left-nav')).toEqual([]);
  });
});
