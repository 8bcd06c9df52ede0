import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { OtherCities } from '../../../widgets/other-cities/OtherCities.tsx';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';
import { holdIdleCallbacks, signalIdlePrefetch } from '../support/idle-callbacks.ts';
import { page } from './other-cities-fixture.ts';

// Counts the imports of the list chunk (vitest may call the factory once per importer): none before the idle prefetch.
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/other-cities/other-city-list.tsx', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

let context: RecordingContext;
let consoleError: ConsoleErrorSpy;

const renderOtherCities = () => render(<OtherCities root={getElement('#root')} options={{}} context={context} />);
const addButton = () => screen.getByRole('button', { name: 'Add another city' });
const names = () => Array.from(document.querySelectorAll<HTMLSelectElement>('[data-other-city] select'), (select) => select.name);

beforeEach(() => {
  context = recordingContext('other-cities');
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  resetPage();
  performance.clearMarks(IdlePrefetch.Mark);
  vi.unstubAllGlobals();
});

describe('<OtherCities> after the page has been idle (issue 19)', () => {
  it('evaluates its list code once the idle prefetch has run (not before), then Add adds the block in the tap\'s own task', async () => {
    const idle = holdIdleCallbacks();
    renderFixture(page(1));
    renderOtherCities();

    // Without the idle prefetch (Save-Data, 2g, or not yet): nothing is scheduled or imported.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle.count).toBe(0);
    expect(imports.count).toBe(0);

    signalIdlePrefetch();
    expect(imports.count).toBe(0);
    idle.runIdle();
    // The module is transformed on its first import: slow on a loaded machine.
    await vi.waitFor(() => expect(imports.count).toBeGreaterThan(0), { timeout: 5000 });
    await import('../../../widgets/other-cities/other-city-list.tsx');
    // The shared load has kept the module (its own then).
    await new Promise((resolve) => setTimeout(resolve, 0));
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
    expect(context.events).toEqual([['add', { count: 2 }]]);
  });
});
