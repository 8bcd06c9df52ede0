import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { renderFixture } from '../support/dom-fixture.ts';
import { expectImportedAfterIdlePrefetch, holdIdleCallbacks } from '../support/idle-callbacks.ts';
import { addButton, names, page, renderOtherCities, withOtherCitiesPage } from './other-cities-fixture.tsx';

// Counts the imports of the list chunk (vitest may call the factory once per importer): none before the idle prefetch.
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/other-cities/other-city-list.tsx', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

const testPage = withOtherCitiesPage();

afterEach(() => {
  performance.clearMarks(IdlePrefetch.Mark);
  vi.unstubAllGlobals();
});

describe('<OtherCities> after the page has been idle (issue 19)', () => {
  it('evaluates its list code once the idle prefetch has run (not before), then Add adds the block in the tap\'s own task', async () => {
    const idle = holdIdleCallbacks();
    renderFixture(page(1));
    renderOtherCities(testPage.context);

    await expectImportedAfterIdlePrefetch(idle, imports, () => import('../../../widgets/other-cities/other-city-list.tsx'));
    // Readied, not rendered: the server's markup stays as printed until a use.
    expect(names()).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]']);

    let namesInClickTask: string[] = [];
    act(() => {
      addButton().click();
      // Read right after the click's dispatch: no promise or task between the tap and the block.
      namesInClickTask = names();
    });
    expect(namesInClickTask).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]', 'other_cities[1][country_id]', 'other_cities[1][city_id]']);
    expect(addButton().hasAttribute('aria-busy')).toBe(false);
    expect(testPage.context.events).toEqual([['add', { count: 2 }]]);
  });
});
