import { afterEach, describe, expect, it } from 'vitest';
import agencyFormWidget from '../../../widgets/agency-form/index.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

const registry = { 'agency-form': () => import('../../../widgets/agency-form/index.ts') };
const FORM = (attributes: string) =>
  `<form data-widget="agency-form" ${attributes}><input name="agency_name" aria-label="Name" value="Nova"><input name="agency_phone" aria-label="Phone"><button>Change</button></form>`;

afterEach(() => {
  resetPage();
});

describe('the agency-form widget', () => {
  it('is registered as its own lazy chunk under "agency-form"', async () => {
    await expect(widgetRegistry['agency-form']?.()).resolves.toMatchObject({ default: agencyFormWidget });
  });

  it('mounts on a form and locks a prefilled agency name', async () => {
    const spy = spyOnConsoleError();
    renderFixture(FORM('data-escort-profile="0"'));
    await settle(startTestWidgets(registry));
    expect(spy.mock.calls).toEqual([]);
    expect(getElement('form').dataset.widgetState).toBe('mounted');
    expect(getElement<HTMLInputElement>('[name="agency_name"]').readOnly).toBe(true);
  });

  // Issue 17, item 5: `/\evil.example` and `/<tab>/evil.example` passed a regex that read the text,
  // while the browser reads them as //evil.example.
  it.each(['javascript:alert(1)', '/\\evil.example/phish', '/&#9;/evil.example/phish', '//evil.example/phish'])(
    'does not mount with data-add-profile-url="%s", naming the element, the attribute and the rule in the console',
    async (url) => {
      const consoleError = spyOnConsoleError();
      renderFixture(FORM(`data-add-profile-url="${url}"`));
      await settle(startTestWidgets(registry));
      expect(getElement('form').dataset.widgetState).toBe('error');
      expect(consoleError).toHaveBeenCalledTimes(1);
      const written = getElement('form').getAttribute('data-add-profile-url') ?? '';
      const message = String(consoleError.mock.calls[0]?.[0]);
      expect(message).toContain('[widgets] "agency-form" was not mounted on <form data-widget="agency-form"');
      expect(message).toContain(
        `data-add-profile-url expected "#id", an http(s) URL or a path ("/…") on this site as the browser reads it ("/\\host" and "//host" are other hosts), found ${JSON.stringify(written)}`,
      );
      expect(getElement<HTMLInputElement>('[name="agency_name"]').readOnly).toBe(false);
    },
  );
});
