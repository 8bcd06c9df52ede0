import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useInert } from '../../shared/hooks/use-inert.ts';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
import { mediaMessages } from '../../shared/messages/catalogue/media-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { MediaFailures } from './MediaFailures.tsx';
import { SlideStates } from './SlideStates.tsx';
import { useProtectedMedia } from './use-protected-media.ts';
import { useTrapFocus } from './use-trap-focus.ts';

const media = messagesFrom(mediaMessages);

/**
 * What the gallery shows on and around glightbox's open lightbox (`modal`, glightbox's root), as
 * React output for as long as it is rendered (useLightbox renders it while the lightbox is open):
 * every other child of `<body>` inert (glightbox only sets `aria-hidden`, which leaves the page
 * focusable), focus on its close button and kept inside (useTrapFocus), its media protected
 * (useProtectedMedia), the slides' and arrows' states, and the messages of media that failed.
 */
export function LightboxParts({ modal }: { readonly modal: HTMLElement }) {
  const [others] = useState(() => Array.from(document.body.children).filter((child) => child !== modal && !child.contains(modal)));
  const [texts] = useState(() => ({ image: media('mediaImageNotFound'), video: media('mediaSomethingWentWrong') }));
  useInert(others, true);
  useTrapFocus(modal);
  useProtectedMedia(modal);
  // glightbox's close button: built before it says it is open, and there until it closes.
  const close = useServerElement(modal, '.gclose');
  // Once the page is inert and the trap is there (the layout effects above run first).
  useLayoutEffect(() => close?.focus(), []);
  return (
    <>
      <SlideStates modal={modal} />
      <MediaFailures modal={modal} texts={texts} />
    </>
  );
}

/** What the gallery renders for glightbox's root `modal` (nothing for null), as the lightbox chunk hands it over (open-gallery.ts). */
export function lightboxPartsFor(modal: HTMLElement | null): ReactNode {
  // Keyed: the gallery renders it in a list after its controls (key 0).
  return modal && <LightboxParts key={1} modal={modal} />;
}
