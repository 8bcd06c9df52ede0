import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Stands for Plyr's class, as installPlyr returns it. */
class FakePlayer {}

const chunks = vi.hoisted(() => ({ installPlyr: (() => undefined) as () => unknown }));

vi.mock('../../../widgets/gallery/open-gallery.ts', () => ({ openGallery: () => ({ dispose() {} }) }));
vi.mock('../../../widgets/gallery/install-plyr.ts', () => ({ installPlyr: () => chunks.installPlyr() }));

async function freshLoader() {
  vi.resetModules();
  return (await import('../../../widgets/gallery/load-lightbox.ts')).loadLightbox;
}

beforeEach(() => {
  chunks.installPlyr = () => FakePlayer;
});

describe('loadLightbox', () => {
  it('loads the lightbox chunk once however often it is asked, and not the video player for images', async () => {
    const installPlyr = vi.fn();
    chunks.installPlyr = installPlyr;
    const loadLightbox = await freshLoader();
    const loading = loadLightbox(false);
    expect(loadLightbox(false)).toBe(loading);
    expect(typeof (await loading).openGallery).toBe('function');
    expect(loadLightbox(false)).toBe(loading);
    expect(installPlyr).not.toHaveBeenCalled();
  });

  it('loads and installs the video player beside the lightbox when the page has videos, once, and hands over its class', async () => {
    const installPlyr = vi.fn(() => FakePlayer);
    chunks.installPlyr = installPlyr;
    const loadLightbox = await freshLoader();
    const lightbox = await loadLightbox(false);
    await expect(loadLightbox(true)).resolves.toEqual({ openGallery: lightbox.openGallery, Player: FakePlayer });
    await expect(loadLightbox(true)).resolves.toEqual({ openGallery: lightbox.openGallery, Player: FakePlayer });
    expect(installPlyr).toHaveBeenCalledTimes(1);
  });

  it('does not resolve for videos before the player is installed', async () => {
    const order: string[] = [];
    chunks.installPlyr = () => order.push('plyr installed');
    const loadLightbox = await freshLoader();
    await loadLightbox(true).then(() => order.push('resolved'));
    expect(order).toEqual(['plyr installed', 'resolved']);
  });

  it('forgets a failed load, so that the next attempt tries again', async () => {
    const failure = new Error('chunk failed');
    let attempts = 0;
    chunks.installPlyr = () => {
      attempts += 1;
      if (attempts === 1) throw failure;
      return FakePlayer;
    };
    const loadLightbox = await freshLoader();
    await expect(loadLightbox(true)).rejects.toBe(failure);
    await expect(loadLightbox(true)).resolves.toHaveProperty('openGallery');
    expect(attempts).toBe(2);
  });
});
