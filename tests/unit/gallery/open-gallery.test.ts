import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';
import { openGallery, type GalleryRequest } from '../../../widgets/gallery/open-gallery.ts';
import type { LightboxRequest } from '../../../widgets/gallery/open-lightbox.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';

const mocks = vi.hoisted(() => ({
  openLightbox: undefined as unknown as (request: LightboxRequest) => { dispose(): void },
  notifyError: undefined as unknown as (message: string) => void,
}));

vi.mock('../../../widgets/gallery/open-lightbox.ts', () => ({ openLightbox: (request: LightboxRequest) => mocks.openLightbox(request) }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: (message: string) => mocks.notifyError(message), notifySuccess: () => {} }));

let lightboxRequests: LightboxRequest[];
let dispose: ReturnType<typeof vi.fn<() => void>>;
let notifyError: ReturnType<typeof vi.fn<(message: string) => void>>;
let context: { widget: string; dispatch: ReturnType<typeof vi.fn>; reportError: ReturnType<typeof vi.fn>; reportProblem: ReturnType<typeof vi.fn> };

function request(overrides: Partial<GalleryRequest> = {}): GalleryRequest {
  return {
    kind: 'video',
    index: 0,
    items: [getElement<HTMLAnchorElement>('#v1')],
    opener: getElement('#first'),
    context: context as unknown as WidgetContext,
    onShown: () => {},
    onClose: () => {},
    ...overrides,
  };
}

function lastLightboxRequest(): LightboxRequest {
  const last = lightboxRequests.at(-1);
  if (!last) throw new Error('openLightbox was not called');
  return last;
}

beforeEach(() => {
  renderFixture(`<section id="gallery">
    <button type="button" id="first" data-gallery-first>View gallery</button>
    <a id="i1" href="/media/photo-1.svg" data-gallery="image"><img alt="Photo 1 of 2"></a>
    <a id="i2" href="/media/photo-2.svg" data-gallery="image"><img alt="Photo 2 of 2"></a>
    <a id="v1" href="/media/clip-1.webm" data-gallery="video"><img alt="Video 1 of 1"></a>
  </section>`);
  lightboxRequests = [];
  dispose = vi.fn<() => void>();
  notifyError = vi.fn();
  mocks.notifyError = notifyError;
  mocks.openLightbox = (lightboxRequest) => {
    lightboxRequests.push(lightboxRequest);
    return { dispose };
  };
  context = { widget: 'gallery', dispatch: vi.fn(), reportError: vi.fn(), reportProblem: vi.fn() };
});

afterEach(() => {
  resetPage();
});

describe('openGallery', () => {
  it('opens the set clicked at the item clicked, and returns the open lightbox', () => {
    const items = [getElement<HTMLAnchorElement>('#i1'), getElement<HTMLAnchorElement>('#i2')];
    const session = openGallery(request({ kind: 'image', index: 1, items, opener: getElement<HTMLElement>('#i2') }));
    expect(lastLightboxRequest()).toMatchObject({ kind: 'image', index: 1, items, opener: getElement('#i2') });
    session?.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('dispatches widgets:gallery:open with the set and index once open, and tracks the opening', () => {
    openGallery(request({ kind: 'video', index: 0 }));
    expect(context.dispatch).not.toHaveBeenCalled();
    lastLightboxRequest().onOpen();
    expect(context.dispatch).toHaveBeenCalledWith('open', { kind: 'video', index: 0 });
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'gallery', action: 'open', label: 'video' }]);
  });

  it('dispatches widgets:gallery:close with the set once closed, after telling the gallery another may open', () => {
    const order: string[] = [];
    context.dispatch.mockImplementation((name: string) => order.push(`dispatch ${name}`));
    openGallery(request({ kind: 'image', items: [getElement<HTMLAnchorElement>('#i1')], onClose: () => order.push('onClose') }));
    lastLightboxRequest().onClose();
    expect(order).toEqual(['onClose', 'dispatch close']);
    expect(context.dispatch).toHaveBeenCalledWith('close', { kind: 'image' });
  });

  it("says 'Something Went Wrong, Please Try Again Later', reports the error and returns null when glightbox fails", () => {
    const failure = new Error('glightbox broke');
    mocks.openLightbox = () => {
      throw failure;
    };
    expect(openGallery(request())).toBeNull();
    expect(notifyError).toHaveBeenCalledWith('Something Went Wrong, Please Try Again Later');
    expect(context.reportError).toHaveBeenCalledWith(failure, 'opening the lightbox');
    expect(context.dispatch).not.toHaveBeenCalled();
  });

  it('says it in the language of the page config', () => {
    setPageConfig({ messages: { mediaSomethingWentWrong: 'Etwas ist schiefgelaufen' } });
    mocks.openLightbox = () => {
      throw new Error('glightbox broke');
    };
    openGallery(request());
    expect(notifyError).toHaveBeenCalledWith('Etwas ist schiefgelaufen');
  });
});
