import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { Gallery } from '../../../widgets/gallery/Gallery.tsx';
import { loadLightbox, type LoadedLightbox } from '../../../widgets/gallery/load-lightbox.ts';
import type { GalleryRequest } from '../../../widgets/gallery/open-gallery.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { createDeferred, type Deferred } from '../support/fake-widgets.tsx';

vi.mock('../../../widgets/gallery/load-lightbox.ts', () => ({ loadLightbox: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let loads: Deferred<LoadedLightbox>[];
let requests: GalleryRequest[];
let dispose: ReturnType<typeof vi.fn<() => void>>;

/** A lightbox chunk whose openGallery records what it was asked to open, and opens it (or not). */
function chunk(opens = true): LoadedLightbox {
  return { openGallery: (request) => (requests.push(request), opens ? { dispose } : null), prepare: () => {} };
}

/** The gallery on the server's section, rendered as the runtime renders it. */
function renderGallery() {
  return render(<Gallery root={getElement('#gallery')} options={{}} context={recordingContext('gallery')} />);
}

/** Lets the pending chunk loads arrive (pointing at and focusing a control start one too). */
async function arrive(loaded: LoadedLightbox): Promise<void> {
  await act(async () => {
    for (const load of loads.splice(0)) load.resolve(loaded);
  });
}

beforeEach(() => {
  loads = [];
  requests = [];
  dispose = vi.fn<() => void>();
  vi.mocked(notifyError).mockClear();
  vi.mocked(loadLightbox).mockImplementation(() => {
    const load = createDeferred<LoadedLightbox>();
    loads.push(load);
    return load.promise;
  });
  renderFixture(`<section id="gallery" data-widget="gallery"><h2>Gallery</h2>
    <button type="button" data-gallery-first hidden>View gallery</button>
    <a href="/media/photo-1.svg" data-gallery="image"><img alt="Photo 1 of 2"></a>
    <a href="/media/photo-9.svg" data-gallery="image" data-to-be-deleted><img alt="Pending deletion"></a>
    <a href="/media/photo-2.svg" data-gallery="image"><img alt="Photo 2 of 2"></a>
  </section>`);
});

afterEach(() => {
  cleanup();
  resetPage();
});

describe('<Gallery>', () => {
  it("renders nothing, shows the first-picture button and says which controls open a dialog", () => {
    const { container } = renderGallery();
    expect(container.innerHTML).toBe('');
    expect(screen.getByRole('button', { name: 'View gallery' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('link', { name: 'Photo 2 of 2' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('link', { name: 'Pending deletion' }).hasAttribute('aria-haspopup')).toBe(false);
  });

  it('marks the item tapped busy while the lightbox loads, then opens its set at it', async () => {
    renderGallery();
    const item = screen.getByRole('link', { name: 'Photo 2 of 2' });
    await userEvent.click(item);
    expect(item.getAttribute('aria-busy')).toBe('true');
    expect(loadLightbox).toHaveBeenCalledWith(false);

    await arrive(chunk());

    expect(item.hasAttribute('aria-busy')).toBe(false);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: 'image', index: 1, opener: item });
    expect(requests[0]?.items.map((link) => link.getAttribute('href'))).toEqual(['/media/photo-1.svg', '/media/photo-2.svg']);
  });

  it('with the chunk already there, paints the tapped item busy before glightbox opens, and opens once for two taps (issue 19)', async () => {
    vi.mocked(loadLightbox).mockImplementation(() => Promise.resolve(chunk()));
    renderGallery();
    const item = screen.getByRole('link', { name: 'Photo 2 of 2' });
    item.click();
    item.click();
    // The chunk's promise has answered within the tap's task: still busy, nothing opened yet.
    await act(async () => {});
    expect(item.getAttribute('aria-busy')).toBe('true');
    expect(requests).toHaveLength(0);

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(item.hasAttribute('aria-busy')).toBe(false);
  });

  it('opens one lightbox at a time, and the next once glightbox has closed the first', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'View gallery' }));
    await arrive(chunk());
    await userEvent.click(screen.getByRole('link', { name: 'Photo 2 of 2' }));
    await arrive(chunk());
    expect(requests).toHaveLength(1);

    act(() => requests[0]?.onClose());
    await userEvent.click(screen.getByRole('link', { name: 'Photo 2 of 2' }));
    await arrive(chunk());
    expect(requests.map(({ kind, index }) => [kind, index])).toEqual([
      ['image', 0],
      ['image', 1],
    ]);
  });

  it("says 'This part of the page could not be loaded. Check your connection and try again.' when the chunk does not load, and the next tap tries again", async () => {
    renderGallery();
    const item = screen.getByRole('link', { name: 'Photo 1 of 2' });
    await userEvent.click(item);
    await act(async () => {
      for (const load of loads.splice(0)) load.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    expect(notifyError).toHaveBeenCalledWith('This part of the page could not be loaded. Check your connection and try again.');
    expect(item.hasAttribute('aria-busy')).toBe(false);

    await userEvent.click(item);
    await arrive(chunk());
    expect(requests).toHaveLength(1);
  });

  it('is free again when the lightbox could not open (the chunk said so itself)', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('link', { name: 'Photo 1 of 2' }));
    await arrive(chunk(false));
    await userEvent.click(screen.getByRole('link', { name: 'Photo 2 of 2' }));
    await arrive(chunk());
    expect(requests.map(({ index }) => index)).toEqual([0, 1]);
  });

  it("renders what the lightbox chunk hands over while it is open (LightboxParts), and takes it out at once when glightbox closes", async () => {
    const { container } = renderGallery();
    await userEvent.click(screen.getByRole('link', { name: 'Photo 1 of 2' }));
    await arrive({ ...chunk(), openGallery: (request) => (requests.push(request), request.onShown(<p>Lightbox parts</p>), { dispose }) });
    expect(container.textContent).toBe('Lightbox parts');

    act(() => {
      // As the lightbox chunk tells it, at once, before glightbox's close gives focus back to the opener.
      flushSync(() => requests[0]?.onShown(null));
      expect(container.textContent).toBe('');
      requests[0]?.onClose();
    });
    expect(container.innerHTML).toBe('');
  });

  it('closes the open lightbox and gives the markup back when unmounted', async () => {
    const section = getElement('#gallery');
    const asWritten = section.innerHTML;
    const { unmount } = renderGallery();
    await userEvent.click(screen.getByRole('link', { name: 'Photo 1 of 2' }));
    await arrive(chunk());
    unmount();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(section.innerHTML).toBe(asWritten);
  });
});
