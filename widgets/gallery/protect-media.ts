/**
 * Protects the media shown in the lightbox from casual saving: no context menu and no drag and drop
 * inside it, and `draggable=false` on its images (those there now and those loaded later). Returns
 * the function that removes the listeners.
 */
export function protectMedia(modal: HTMLElement): () => void {
  const prevent = (event: Event) => event.preventDefault();
  const undrag = (event: Event) => {
    if (event.target instanceof HTMLImageElement) event.target.draggable = false;
  };
  for (const image of modal.querySelectorAll('img')) image.draggable = false;
  modal.addEventListener('contextmenu', prevent, true);
  modal.addEventListener('dragstart', prevent, true);
  // glightbox adds each slide's image when the slide loads; `load` does not bubble, so capture it.
  modal.addEventListener('load', undrag, true);
  return () => {
    modal.removeEventListener('contextmenu', prevent, true);
    modal.removeEventListener('dragstart', prevent, true);
    modal.removeEventListener('load', undrag, true);
  };
}
