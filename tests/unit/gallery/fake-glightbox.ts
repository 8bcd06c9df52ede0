import type { LightboxOptions, LightboxPlayer, LightboxSlideData } from '../../../widgets/gallery/glightbox-api.ts';

type Listener = (data?: unknown) => void;

/**
 * A stand-in for a glightbox instance that builds the same parts glightbox builds (its frame from
 * `lightboxHTML` appended to the body, one `.gslide` with a `.gslide-media` per slide, the current
 * one marked `current`, an `<img>` in image slides waiting for its `load` event) and fires `open`
 * and `close` as glightbox does, so that the gallery's behaviour around it can be tested without a
 * real layout engine.
 */
export class FakeLightbox {
  readonly options: LightboxOptions;
  readonly listeners = new Map<string, Listener[]>();
  readonly players: (LightboxPlayer | false)[] = [];
  /** Image slides whose `load` glightbox would have handled, by index. */
  readonly imageLoads: number[] = [];
  modal?: HTMLElement;
  closeCalls = 0;
  index = -1;

  constructor(options: LightboxOptions) {
    this.options = options;
  }

  on(event: string, callback: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
  }

  trigger(event: string, data?: unknown): void {
    for (const callback of this.listeners.get(event) ?? []) callback(data);
  }

  openAt(index: number): void {
    // glightbox.open() returns false at once for an empty set.
    if (this.options.elements.length === 0) return;
    const template = document.createElement('template');
    template.innerHTML = this.options.lightboxHTML.replace(/\{\w+SVG\}/g, '').trim();
    const modal = template.content.firstElementChild as HTMLElement;
    document.body.append(modal);
    this.modal = modal;
    const slider = modal.querySelector('.gslider')!;
    this.options.elements.forEach((slide, slideIndex) => {
      const node = document.createElement('div');
      node.className = 'gslide';
      node.innerHTML = '<div class="gslide-media"></div>';
      if (slide.type === 'image') {
        const image = document.createElement('img');
        image.alt = slide.alt;
        image.addEventListener('load', () => this.imageLoads.push(slideIndex));
        node.firstElementChild!.append(image);
      } else {
        node.firstElementChild!.innerHTML = `<div class="gvideo-wrapper"><video><source src="${slide.href}"></video></div>`;
      }
      slider.append(node);
    });
    this.show(index);
    this.trigger('open');
  }

  /** Makes slide `index` the current one and sets the arrows' `disabled` class as glightbox does. */
  show(index: number): void {
    this.index = index;
    this.slides().forEach((slide, slideIndex) => slide.classList.toggle('current', slideIndex === index));
    this.modal?.querySelector('.gprev')?.classList.toggle('disabled', index === 0);
    this.modal?.querySelector('.gnext')?.classList.toggle('disabled', index === this.options.elements.length - 1);
  }

  slides(): HTMLElement[] {
    return Array.from(this.modal?.querySelectorAll<HTMLElement>('.gslide') ?? []);
  }

  /** Fires `slide_after_load` for slide `index`, as glightbox does once its media is ready. */
  slideLoaded(index: number): void {
    const data: LightboxSlideData = { index, slideNode: this.slides()[index]! };
    this.trigger('slide_after_load', data);
  }

  getSlidePlayerInstance(index: number): LightboxPlayer | false {
    return this.players[index] ?? false;
  }

  /** glightbox removes its frame and fires `close` once its closing animation has ended. */
  close(): void {
    this.closeCalls += 1;
    this.finishClosing();
  }

  finishClosing(): void {
    if (!this.modal) return;
    this.modal.remove();
    this.modal = undefined;
    this.trigger('close');
  }
}
