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

  it('does not mount with an invalid data-add-profile-url, naming the attribute and the rule in the console', async () => {
    const consoleError = spyOnConsoleError();
    renderFixture(FORM('data-add-profile-url="javascript:alert(1)"'));
    await settle(startTestWidgets(registry));
    expect(getElement('form').dataset.widgetState).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      'data-add-profile-url expected "#id", an absolute path ("/…") or an http(s) URL, found "javascript:alert(1)"',
    );
    expect(getElement<HTMLInputElement>('[name="agency_name"]').readOnly).toBe(false);
  });
});
