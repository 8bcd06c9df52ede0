import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetLoader } from '../../../../shared/runtime/widget-definition.ts';
import { keepFocusOutOfClosedDialogs } from '../../support/closed-dialog-focus.ts';
import { getElement, renderFixture, resetPage } from '../../support/dom-fixture.ts';
import { stubFetch } from '../../support/fetch-stub.ts';
import { startTestWidgets } from '../../support/runtime-harness.ts';

// How often each message was looked up: a label of the form's body is looked up once per render of
// the body's element tree, so its count is the number of those renders.
const lookups = vi.hoisted(() => new Map<string, number>());

vi.mock('../../../../shared/messages/translate.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/messages/translate.ts')>();
  const messagesFrom: typeof actual.messagesFrom = (group) => {
    const t = actual.messagesFrom(group);
    return (key, params) => {
      lookups.set(key, (lookups.get(key) ?? 0) + 1);
      return t(key, params);
    };
  };
  return { ...actual, messagesFrom };
});

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// Longer than Preact's wait for the next frame before it runs passive effects (35 ms).
const AFTER_PAINT_MS = 50;
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_MS));

interface BodyCase {
  readonly widget: string;
  readonly modalId: string;
  readonly load: WidgetLoader;
  /** The root's options and the trigger's attributes, as the profile page has them. */
  readonly rootAttributes?: string;
  readonly triggerAttributes?: string;
  /** Messages rendered by the body only (the fields, the text above the form), not by the modal's frame. */
  readonly bodyMessages: readonly string[];
}

const cases: readonly BodyCase[] = [
  {
    widget: 'claim-modal',
    modalId: 'claimModal',
    load: () => import('../../../../widgets/claim-modal/index.ts'),
    bodyMessages: ['claimIntro', 'claimNameLabel', 'claimPhoneLabel'],
  },
  {
    widget: 'share-modal',
    modalId: 'shareModal',
    load: () => import('../../../../widgets/share-modal/index.ts'),
    bodyMessages: ['shareByEmail', 'shareNameLabel', 'shareMessageLabel'],
  },
  {
    widget: 'report-modal',
    modalId: 'reportModal',
    load: () => import('../../../../widgets/report-modal/index.ts'),
    rootAttributes: 'data-dancer-id="42"',
    bodyMessages: ['reportLegend', 'reportIssue1'],
  },
  {
    widget: 'reply-modal',
    modalId: 'replyReviewModal',
    load: () => import('../../../../widgets/reply-modal/index.ts'),
    rootAttributes: 'data-dancer-id="42"',
    triggerAttributes: 'data-review-id="1"',
    bodyMessages: ['replyTextLabel'],
  },
];

afterEach(() => {
  resetPage();
  lookups.clear();
});

async function clickOpen(trigger: HTMLButtonElement, dialog: () => HTMLDialogElement): Promise<void> {
  trigger.focus();
  trigger.click();
  await vi.waitFor(() => expect(dialog().open).toBe(true), { timeout: 5000 });
  await afterPaint();
}

describe('a form modal opened again (as one rendered closed at idle is opened by a tap)', () => {
  it.each(cases)('$widget opens without rendering its body again', async (bodyCase) => {
    stubFetch({ text: JSON.stringify({ url: 'http://127.0.0.1:8080/s/abc123' }) });
    keepFocusOutOfClosedDialogs();
    const { widget, modalId, rootAttributes = '', triggerAttributes = '' } = bodyCase;
    renderFixture(
      `<main><button type="button" id="trigger" aria-controls="${modalId}" aria-haspopup="dialog" ${triggerAttributes}>Open</button></main>` +
        `<div id="root" data-widget="${widget}" ${rootAttributes}></div>`,
    );
    const api = startTestWidgets({ [widget]: bodyCase.load });
    await api.settled();
    const trigger = getElement<HTMLButtonElement>('#trigger');
    const dialog = () => getElement<HTMLDialogElement>(`dialog#${modalId}`);

    await clickOpen(trigger, dialog);
    // The share modal's short link, asked for on the first opening, is in before it closes.
    await afterPaint();
    getElement<HTMLButtonElement>('.modal-header button.close', dialog()).click();
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    await afterPaint();
    for (const key of bodyCase.bodyMessages) expect(lookups.get(key), key).toBeGreaterThan(0);
    lookups.clear();

    await clickOpen(trigger, dialog);

    expect(document.activeElement?.closest('dialog')).toBe(dialog());
    for (const key of bodyCase.bodyMessages) expect(lookups.get(key) ?? 0, key).toBe(0);
  });
});
