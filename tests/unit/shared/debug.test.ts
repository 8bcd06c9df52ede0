import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_BLOCK_SELECTOR } from '../../../shared/config/page-config.ts';
import { DEBUG_CONFIG_SELECTOR, debugRequested } from '../../../shared/debug/debug-requested.ts';
import { didYouMean, suggestion } from '../../../shared/debug/did-you-mean.ts';

describe('didYouMean', () => {
  it.each([
    ['favourite', ['favorite', 'dancer-id'], 'favorite'],
    ['data-favourite', ['data-favorite', 'data-dancer-id'], 'data-favorite'],
    ['searchSuggestion', ['searchSuggestions', 'geoZones'], 'searchSuggestions'],
    ['endpoint', ['endpoints', 'messages'], 'endpoints'],
    ['galery', ['gallery', 'rating'], 'gallery'],
    ['claim-modla', ['claim-modal', 'share-modal'], 'claim-modal'],
    ['Gallery', ['gallery'], 'gallery'],
  ])('offers the close name for %s', (name, known, expected) => {
    expect(didYouMean(name, known)).toBe(expected);
  });

  it.each([
    ['photo', ['image', 'video']],
    ['ab', ['cd', 'xy']],
    ['kind', ['cookie']],
    ['', ['a']],
  ])('offers nothing for %s when no name is close', (name, known) => {
    expect(didYouMean(name, known)).toBeUndefined();
  });

  it('writes the hint as the end of a sentence, or nothing', () => {
    expect(suggestion('favourite', ['favorite'])).toBe(' (did you mean "favorite"?)');
    expect(suggestion('photo', ['image'])).toBe('');
  });
});

describe('debugRequested', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    document.head.innerHTML = '';
  });

  it('reads the same config block as the runtime', () => {
    expect(DEBUG_CONFIG_SELECTOR).toBe(CONFIG_BLOCK_SELECTOR);
  });

  it('is on with ?widgets-debug=1 or "debug": true in the config, and off otherwise', () => {
    expect(debugRequested()).toBe(false);
    history.replaceState(null, '', '/?widgets-debug=1');
    expect(debugRequested()).toBe(true);
    history.replaceState(null, '', '/?a=1&widgets-debug=1');
    expect(debugRequested()).toBe(true);
    for (const query of ['/?widgets-debug=0', '/?widgets-debug=10', '/?no-widgets-debug=1']) {
      history.replaceState(null, '', query);
      expect(debugRequested()).toBe(false);
    }
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"debug": true}</script>';
    expect(debugRequested()).toBe(true);
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"debug": "yes"}</script>';
    expect(debugRequested()).toBe(false);
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"messages": {"x": "\\"debug\\": true"}}</script>';
    expect(debugRequested()).toBe(false);
    document.head.innerHTML = '<div id="widgets-config">{"debug": true}</div>';
    expect(debugRequested()).toBe(false);
  });
});
