import { object } from 'valibot';
import { afterEach, expect, it } from 'vitest';
import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import { runtimeDefinition } from '../unit/support/runtime-definition.ts';
import { getElement, renderFixture, resetPage } from '../unit/support/dom-fixture.ts';
import { loaderOf } from '../unit/support/fake-widgets.tsx';
import { startTestWidgets } from '../unit/support/runtime-harness.ts';

/** A widget that replaces the root's server markup with a rendered label, as the favorite button does. */
const labelWidget = runtimeDefinition({
  name: 'label',
  options: object({}),
  mount: (element, _options, context) => renderWidget(element, <strong className="rendered">rendered</strong>, context),
});

afterEach(() => {
  resetPage();
});

it('on React 19 too, a root marked mounted once settled() resolves shows what its widget rendered', async () => {
  renderFixture('<div id="a" data-widget="label"><span class="server">server</span></div>');
  const seen: string[] = [];
  getElement('#a').addEventListener('widgets:mounted', (event) => seen.push((event.currentTarget as HTMLElement).innerHTML));
  const api = startTestWidgets({ label: loaderOf(labelWidget) });

  await api.settled();

  expect(getElement('#a').getAttribute('data-widget-state')).toBe('mounted');
  expect(getElement('#a').innerHTML).toBe('<strong class="rendered">rendered</strong>');
  expect(seen).toEqual(['<strong class="rendered">rendered</strong>']);
});
