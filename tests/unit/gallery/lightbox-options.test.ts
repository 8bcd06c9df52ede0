import { describe, expect, it } from 'vitest';
import type { LightboxSlide } from '../../../widgets/gallery/glightbox-api.ts';
import { lightboxFrameHtml, lightboxOptions, type LightboxTexts } from '../../../widgets/gallery/lightbox-options.ts';
import { PLYR_CONFIG } from '../../../widgets/gallery/plyr-config.ts';

const TEXTS: LightboxTexts = { title: 'Photos', close: 'Close', previous: 'Previous', next: 'Next' };
const SLIDE: LightboxSlide = { href: '/p1.svg', type: 'image', title: 'P', description: '', alt: 'P', zoomable: true, draggable: true };

function parseFrame(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const frame = template.content.firstElementChild;
  if (!(frame instanceof HTMLElement)) throw new Error('no frame');
  return frame;
}

describe('lightboxOptions', () => {
  it('shows the slides given, without looping, with zoomable images and videos that play when shown without taking focus', () => {
    const options = lightboxOptions([SLIDE], TEXTS, false);
    expect(options).toMatchObject({
      elements: [SLIDE],
      loop: false,
      zoomable: true,
      autoplayVideos: true,
      autofocusVideos: false,
      keyboardNavigation: true,
      openEffect: 'zoom',
      closeEffect: 'zoom',
      slideEffect: 'slide',
    });
  });

  it('turns the animations off when the visitor asks for reduced motion', () => {
    expect(lightboxOptions([SLIDE], TEXTS, true)).toMatchObject({ openEffect: 'none', closeEffect: 'none', slideEffect: 'none' });
  });

  it('names no Plyr script or stylesheet URL and no URL at all in the player config, so nothing comes from cdn.plyr.io', () => {
    const { plyr } = lightboxOptions([SLIDE], TEXTS, false);
    expect(plyr.js).toBe('');
    expect(plyr.css).toBe('');
    expect(plyr.config).toBe(PLYR_CONFIG);
    expect(JSON.stringify(plyr)).not.toMatch(/https?:|\/\//);
    expect(plyr.config).toMatchObject({ muted: true, loadSprite: false, iconUrl: '', blankVideo: '', storage: { enabled: false } });
  });
});

describe('lightboxFrameHtml', () => {
  it('marks the frame as a named modal dialog with labelled buttons', () => {
    const frame = parseFrame(lightboxFrameHtml(TEXTS));
    expect(frame.id).toBe('glightbox-body');
    expect(frame.getAttribute('role')).toBe('dialog');
    expect(frame.getAttribute('aria-modal')).toBe('true');
    expect(frame.getAttribute('aria-label')).toBe('Photos');
    expect(frame.hasAttribute('aria-hidden')).toBe(false);
    const labels = Array.from(frame.querySelectorAll('button'), (button) => [button.className, button.type, button.getAttribute('aria-label')]);
    expect(labels).toEqual([
      ['gclose gbtn', 'button', 'Close'],
      ['gprev gbtn', 'button', 'Previous'],
      ['gnext gbtn', 'button', 'Next'],
    ]);
    expect(frame.querySelector('#glightbox-slider.gslider')).not.toBeNull();
  });

  it('keeps glightbox placeholders for its icons', () => {
    const html = lightboxFrameHtml(TEXTS);
    for (const placeholder of ['{closeSVG}', '{prevSVG}', '{nextSVG}']) expect(html).toContain(placeholder);
  });

  it('escapes translated texts, so a quote cannot end an attribute', () => {
    const frame = parseFrame(lightboxFrameHtml({ ...TEXTS, title: 'Fotos "<b>" & mehr', close: `Schlie"ßen` }));
    expect(frame.getAttribute('aria-label')).toBe('Fotos "<b>" & mehr');
    expect(frame.querySelector('.gclose')?.getAttribute('aria-label')).toBe('Schlie"ßen');
    expect(frame.querySelector('b')).toBeNull();
  });
});
