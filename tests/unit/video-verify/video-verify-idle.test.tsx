import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoIntroMessages as m } from '../../../shared/messages/catalogue/video-intro-messages.ts';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { VideoVerify } from '../../../widgets/video-verify/VideoVerify.tsx';
import { resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { expectImportedAfterIdlePrefetch, holdIdleCallbacks } from '../support/idle-callbacks.ts';
import { installFakeCamera, removeFakeCamera } from './fake-media.ts';

// Counts the imports of the recorder chunk (vitest may call the factory once per importer): none before the idle prefetch.
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/video-verify/VideoRecorder.tsx', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

beforeEach(() => {
  installFakeCamera();
});

afterEach(() => {
  cleanup();
  resetPage();
  removeFakeCamera();
  performance.clearMarks(IdlePrefetch.Mark);
  vi.unstubAllGlobals();
});

describe('the video verification widget after the page has been idle (issue 19)', () => {
  it('evaluates the recorder once the idle prefetch has run (not before), then the button shows it in the press\'s own task', async () => {
    const idle = holdIdleCallbacks();
    const root = document.createElement('div');
    document.body.append(root);
    const { container } = render(<VideoVerify root={root} options={{ iframeFrom: '', maxBytes: 10_000_000 }} context={recordingContext('video-verify')} />);

    await expectImportedAfterIdlePrefetch(idle, imports, () => import('../../../widgets/video-verify/VideoRecorder.tsx'));
    // Readied, not shown: the explanation and its button stay until the press.
    expect(container.querySelector('.videoverify-recorder')).toBeNull();

    // act flushes the renders the press scheduled, not promises: a load still awaited would leave no recorder here.
    act(() => screen.getByRole('button', { name: m.videoStartCamera }).click());
    expect(container.querySelector('.videoverify-recorder')).not.toBeNull();
    expect(screen.queryByRole('button', { name: m.videoStartCamera })).toBeNull();
  });
});
