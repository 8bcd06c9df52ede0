import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessages } from '../../../shared/messages/catalogue/verify-messages.ts';
import { renderVerifySection } from '../../../demo-pages/server/pages/add-profile/verify-section.ts';
import verifyProfileWidget from '../../../widgets/verify-profile/index.ts';
import { VerifyProfile } from '../../../widgets/verify-profile/VerifyProfile.tsx';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

const FRAME_PATH = '/videoverify/?iframeFrom=add-profile';
let context: RecordingContext;
let stop: (() => void) | undefined;

/** Renders the component on the section `html` as the runtime would (`markup: 'server'`: it renders nothing itself). */
function mount(html = renderVerifySection()): void {
  renderFixture(html);
  context = recordingContext('verify-profile');
  stop = render(<VerifyProfile root={getElement('[data-widget="verify-profile"]')} options={{}} context={context} />).unmount;
}

const intro = () => getElement('#verifyProfileIntro');
const panel = () => getElement('#verifyStep-video');
const stepButton = () => screen.getByRole('button', { name: 'Verify with a short video' });
const backButton = () => screen.getByRole('button', { name: 'Back to the verification choices' });
const frame = () => getElement<HTMLIFrameElement>('#verifyStep-video iframe');
const status = () => screen.getByRole('status');

function post(data: unknown, { origin = location.origin, source = frame().contentWindow as MessageEventSource | null } = {}): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

// The frame's page is not loaded here: only its element and its window matter to the widget.
const navigation = (window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }).happyDOM.settings
  .navigation;
beforeAll(() => {
  navigation.disableChildFrameNavigation = true;
});
afterAll(() => {
  navigation.disableChildFrameNavigation = false;
});

afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  resetPage();
});

describe('the verify-profile steps', () => {
  it('is registered as its own lazy chunk under "verify-profile"', async () => {
    await expect(widgetRegistry['verify-profile']?.()).resolves.toMatchObject({ default: verifyProfileWidget });
  });

  it('keeps the frame unloaded until its step is chosen', () => {
    mount();
    expect(panel().hidden).toBe(true);
    expect(frame().hasAttribute('src')).toBe(false);
    expect(frame().title).toBe('Video verification');
  });

  it('on choosing the video step hides the intro, shows the panel, loads the frame and focuses the heading', async () => {
    mount();
    await userEvent.click(stepButton());
    expect(intro().hidden).toBe(true);
    expect(panel().hidden).toBe(false);
    expect(frame().getAttribute('src')).toBe(`${location.origin}${FRAME_PATH}`);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Video verification' }));
    expect(context.events).toEqual([['choose', { step: 'video' }]]);
  });

  it('on "back" shows the intro, hides the panel and focuses the step button again', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(stepButton());
    await user.click(backButton());
    expect(intro().hidden).toBe(false);
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(stepButton());
    expect(context.events.at(-1)).toEqual(['back', undefined]);
  });

  it('reports a step button without its panel and changes nothing', async () => {
    mount(renderVerifySection().replace('data-verify-step="video"', 'data-verify-step="photo"'));
    await userEvent.click(stepButton());
    expect(intro().hidden).toBe(false);
    expect(context.problems).toEqual([['step:photo', 'it has no #verifyStep-photo for the step button; the click was ignored.']]);
  });

  // Issue 17, item 6: `/\evil.example/…` passed a regex that read the text, while the browser reads it as //evil.example/….
  it.each(['javascript:alert(1)', '/\\evil.example/videoverify/', '/&#9;/evil.example/videoverify/', '//evil.example/videoverify/', 'https://evil.example/videoverify/'])(
    'loads no frame from data-src="%s", and reports the frame, the attribute and the rule',
    async (src) => {
      mount(renderVerifySection().replace(`data-src="${FRAME_PATH}"`, `data-src="${src}"`));
      await userEvent.click(stepButton());
      expect(frame().hasAttribute('src')).toBe(false);
      expect(panel().hidden).toBe(false);
      const written = JSON.stringify(frame().getAttribute('data-src'));
      expect(context.problems).toEqual([
        [
          'data-src:video',
          `data-src expected a path ("/…") or URL of this site as the browser reads it ("/\\host" and "//host" are other hosts), found ${written}; the frame was left empty.`,
        ],
      ]);
    },
  );

  it('reports a missing intro and mounts nothing', () => {
    mount('<section data-widget="verify-profile"><button data-verify-step="video">Go</button></section>');
    expect(context.problems).toEqual([['markup', 'it holds no #verifyProfileIntro; the verification steps were left as they are.']]);
  });

  it('without its intro, leaves the step buttons alone', async () => {
    mount('<section data-widget="verify-profile"><button data-verify-step="video">Go</button><div id="verifyStep-video" hidden></div></section>');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(panel().hidden).toBe(true);
    expect(context.events).toEqual([]);
  });

  it('mounts through the runtime on the server section without changing it, and leaves it as it was when unmounted', async () => {
    renderFixture(renderVerifySection());
    const root = getElement('[data-widget="verify-profile"]');
    const printed = root.innerHTML;
    const api = startTestWidgets(widgetRegistry);
    await settle(api);
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(root.innerHTML).toBe(printed);

    api.unmount(root);
    await userEvent.click(stepButton());
    expect(intro().hidden).toBe(false);
    expect(root.innerHTML).toBe(printed);
  });
});

describe("the video frame's reports", () => {
  it.each([
    ['uploaded', verifyMessages.verifyVideoUploaded, 'alert-success'],
    ['failed', verifyMessages.verifyVideoFailed, 'alert-danger'],
    ['cancelled', verifyMessages.verifyVideoCancelled, 'alert-secondary'],
  ])('shows %j in the status line and dispatches report', async (reported, message, tone) => {
    mount();
    await userEvent.click(stepButton());
    post({ type: 'videoverify', status: reported });
    expect(status().textContent).toBe(message);
    expect(status().getAttribute('role')).toBe('status');
    expect(status().classList.contains(tone)).toBe(true);
    expect(context.events.at(-1)).toEqual(['report', { step: 'video', status: reported }]);
  });

  it('keeps only the newest tone', async () => {
    mount();
    await userEvent.click(stepButton());
    post({ type: 'videoverify', status: 'failed' });
    post({ type: 'videoverify', status: 'uploaded' });
    expect(status().classList.contains('alert-danger')).toBe(false);
    expect(status().classList.contains('alert-success')).toBe(true);
  });

  it.each<[string, () => void]>([
    ['another origin', () => post({ type: 'videoverify', status: 'uploaded' }, { origin: 'http://localhost:1' })],
    ['the page itself', () => post({ type: 'videoverify', status: 'uploaded' }, { source: window })],
    ['no source', () => post({ type: 'videoverify', status: 'uploaded' }, { source: null })],
    ['another type', () => post({ type: 'other', status: 'uploaded' })],
    ['an unknown status', () => post({ type: 'videoverify', status: 'accepted' })],
    ['a string', () => post('videoverify uploaded')],
    ['null', () => post(null)],
  ])('ignores a message from %s', async (_case, send) => {
    mount();
    await userEvent.click(stepButton());
    send();
    expect(status().textContent).toBe('');
    expect(context.events.filter(([name]) => name === 'report')).toEqual([]);
  });

  it('ignores a same-origin frame outside the widget', async () => {
    mount(`${renderVerifySection()}<iframe id="other" title="Other"></iframe>`);
    await userEvent.click(stepButton());
    post({ type: 'videoverify', status: 'uploaded' }, { source: getElement<HTMLIFrameElement>('#other').contentWindow });
    expect(status().textContent).toBe('');
  });

  it('stops listening when unmounted', async () => {
    mount();
    await userEvent.click(stepButton());
    stop!();
    stop = undefined;
    post({ type: 'videoverify', status: 'uploaded' });
    expect(status().textContent).toBe('');
  });
});
