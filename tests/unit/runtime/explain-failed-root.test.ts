import { afterEach, describe, expect, it } from 'vitest';
import { markup } from '../../../shared/markup.ts';
import { runtimeMessages } from '../../../shared/messages/catalogue/runtime-messages.ts';
import { explainFailedRoot } from '../../../shared/runtime/explain-failed-root.ts';
import { flushTasks, getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';

const ROOT_FAILED = 'This part of the page could not be loaded. Reload the page to try again.';
const FAVORITE = '<div id="root" data-widget="favorite" data-widget-state="error"><button type="button" disabled>Add to favorites</button></div>';

/** The note the runtime added to `root`, if any. */
const noteOf = (root: Element) => root.querySelector('.widgets-failed');

afterEach(() => {
  resetPage();
});

describe('explainFailedRoot', () => {
  it('says so at the end of the failed root, and its disabled button names the note as its description', () => {
    renderFixture(FAVORITE);
    const root = getElement('#root');

    expect(explainFailedRoot(root, markup)).toBe(true);

    const note = noteOf(root);
    expect(note?.textContent).toBe(ROOT_FAILED);
    expect(runtimeMessages.rootFailed).toBe(ROOT_FAILED);
    expect(note?.tagName).toBe('SPAN');
    expect(root.lastElementChild).toBe(note);
    expect(note?.id).toMatch(/^widgets-failed-\d+$/);
    expect(getElement('#root button').getAttribute('aria-describedby')).toBe(note?.id);
  });

  it('explains a root once', () => {
    renderFixture(FAVORITE);
    const root = getElement('#root');

    explainFailedRoot(root, markup);

    expect(explainFailedRoot(root, markup)).toBe(false);
    expect(root.querySelectorAll('.widgets-failed')).toHaveLength(1);
  });

  it('adds the note after the descriptions a control had, and puts them back once the root is no longer failed', async () => {
    renderFixture(
      '<form id="root" data-widget="form" data-widget-state="error"><input name="a" disabled aria-describedby="hint"><select name="b" disabled></select><textarea disabled></textarea><fieldset disabled></fieldset><p id="hint">Hint</p></form>',
    );
    const root = getElement('#root');

    explainFailedRoot(root, markup);

    const id = noteOf(root)?.id ?? '';
    expect(getElement('[name="a"]').getAttribute('aria-describedby')).toBe(`hint ${id}`);
    for (const selector of ['[name="b"]', 'textarea', 'fieldset']) expect(getElement(selector).getAttribute('aria-describedby')).toBe(id);
    root.removeAttribute('data-widget-state');
    await flushTasks();
    expect(noteOf(root)).toBeNull();
    expect(getElement('[name="a"]').getAttribute('aria-describedby')).toBe('hint');
    expect(getElement('[name="b"]').hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the note while the root stays failed, and takes it away when its data-widget changes', async () => {
    renderFixture(FAVORITE);
    const root = getElement('#root');
    explainFailedRoot(root, markup);

    root.setAttribute('data-widget-state', 'error');
    await flushTasks();
    expect(noteOf(root)).not.toBeNull();

    root.setAttribute('data-widget', 'favorite other');
    await flushTasks();
    expect(noteOf(root)).toBeNull();
    expect(getElement('#root button').hasAttribute('aria-describedby')).toBe(false);
  });

  it('explains a root again when it fails again after its note went', async () => {
    renderFixture(FAVORITE);
    const root = getElement('#root');
    explainFailedRoot(root, markup);
    root.setAttribute('data-widget-state', 'mounted');
    await flushTasks();

    root.setAttribute('data-widget-state', 'error');

    expect(explainFailedRoot(root, markup)).toBe(true);
    expect(root.querySelectorAll('.widgets-failed')).toHaveLength(1);
  });

  it('leaves a root that is no longer failed as it is (the note loads after the failure)', () => {
    renderFixture(FAVORITE.replace(' data-widget-state="error"', ' data-widget-state="mounted"'));

    expect(explainFailedRoot(getElement('#root'), markup)).toBe(false);
    expect(noteOf(getElement('#root'))).toBeNull();
  });

  it('leaves a root without disabled controls as it is', () => {
    renderFixture('<div id="root" data-widget="gallery" data-widget-state="error"><button type="button">Open</button><a href="/x">Photo</a></div>');
    const root = getElement('#root');
    const before = root.innerHTML;

    expect(explainFailedRoot(root, markup)).toBe(false);
    expect(root.innerHTML).toBe(before);
  });

  it('leaves the disabled controls of a nested root to that root', () => {
    renderFixture(
      '<section id="root" data-widget="page-state" data-widget-state="error"><div data-widget="favorite"><button type="button" disabled>Add to favorites</button></div><button data-widget="other" disabled>Other</button></section>',
    );

    expect(explainFailedRoot(getElement('#root'), markup)).toBe(false);
    expect(noteOf(getElement('#root'))).toBeNull();
  });

  it('shows the page config\'s translation of rootFailed', () => {
    setPageConfig({ messages: { rootFailed: 'Dieser Teil der Seite konnte nicht geladen werden.' } });
    renderFixture(FAVORITE);

    explainFailedRoot(getElement('#root'), markup);

    expect(noteOf(getElement('#root'))?.textContent).toBe('Dieser Teil der Seite konnte nicht geladen werden.');
  });
});
