import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { afterNextPaint } from '../../shared/lazy/after-next-paint.ts';
import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetContext, WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { adoptableButton } from './adoptable-button.ts';
import { HeartIcon } from './HeartIcon.tsx';
import { favoriteLook } from './favorite-look.ts';
import type { FavoriteOptions } from './favorite-options.ts';
import { loadFavoriteSender } from './load-favorite-sender.ts';
import { useAdoptedButton } from './use-adopted-button.ts';
import { useFavoriteToggle } from './use-favorite-toggle.ts';
import { useServerMarkupReplaced } from './use-server-markup-replaced.ts';

const t = messagesFrom(favoriteMessages);

/** Starts loading the call's code when a click is coming (a mouse pointing, the focus); one handler shared by every root. */
const prefetchSender = () => void loadFavoriteSender().catch(() => undefined);

/** The adopted button's first click, rendered after the paint that shows it busy. */
interface FirstClick {
  /** Whether the button had the focus at the click, before `disabled` dropped it. */
  readonly hadFocus: boolean;
}

/**
 * The adopted `button`'s first click: busy at once, as the rendered button is while it toggles
 * (`disabled`, so that a second click sends nothing, and `aria-busy`), and `render` called only after
 * the paint that shows it (issue 19: rendering and mounting the component in the click's own task
 * put 40-60 ms of the throttled phone's main thread before that paint). The call's code loads
 * after that paint too (the render's toggle): once the idle prefetch has fetched it, `import()`
 * evaluates it and the HTTP code under it at once, 50-110 ms on the phone, which held the busy
 * paint (docs/interactions.md, "Tapped at mount").
 */
function busyThenRender(button: HTMLButtonElement, render: (click: FirstClick) => void): void {
  const click = { hadFocus: button.contains(document.activeElement) };
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  // Rendered in that task (outside React's events React 19 would schedule it later still).
  afterNextPaint(() => flushSync(() => render(click)));
}

/**
 * The favorite button (spec §4, §7): "Add to favorites" with a hollow heart, or "Remove from
 * favorites" with a solid one, busy while a toggle is under way. Pointing at or focusing it starts
 * loading the call's code.
 *
 * Until it is first clicked it renders nothing and adopts the server's button, when that is exactly
 * what it would render (adoptableButton): enabled and listened to, no DOM built and few hooks, which
 * keeps a listing of 2000 roots about as cheap as bare islands (issue 18's mount cost). The first
 * click renders RenderedFavoriteButton, which takes the server button's place and toggles for that
 * click (busy at once, rendered after the next paint: busyThenRender); a server button that does
 * not match is replaced that way at once.
 */
export function FavoriteButton({ root, options: { dancerId, favorite }, context }: WidgetProps<FavoriteOptions>) {
  const [adopted] = useState(() => adoptableButton(root, favorite));
  const [clicked, setClicked] = useState<FirstClick | null>(null);
  // Listened to until unmount: after the first click the button is disabled, then out of the page
  // (RenderedFavoriteButton), so nothing reaches it, and the same effect puts its `disabled` back,
  // and takes its `aria-busy` away, when the widget unmounts.
  // A finger enters right before its tap: loading there would evaluate the code before the click.
  useAdoptedButton(adopted, (event) =>
    event.type === 'click' ? busyThenRender(event.currentTarget as HTMLButtonElement, setClicked) : (event as PointerEvent).pointerType === 'touch' || prefetchSender(),
  );
  if (adopted && !clicked) return null;
  return <RenderedFavoriteButton root={root} dancerId={dancerId} initiallyFavorite={favorite} context={context} firstClick={clicked} />;
}

interface RenderedFavoriteButtonProps {
  readonly root: HTMLElement;
  readonly dancerId: number;
  readonly initiallyFavorite: boolean;
  readonly context: WidgetContext;
  /** Rendered by a click on the adopted button: it toggles once as it mounts, for that click. */
  readonly firstClick: FirstClick | null;
}

/** The favorite button as this component's output, rendered into the root in place of the server markup (a portal). */
function RenderedFavoriteButton({ root, dancerId, initiallyFavorite, context, firstClick }: RenderedFavoriteButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const { favorite, busy, toggle } = useFavoriteToggle(dancerId, initiallyFavorite, context, root, button);
  // Before the server button leaves (next hook), so that the toggle sees whether it had the focus.
  useLayoutEffect(() => {
    if (firstClick) toggle(firstClick.hadFocus);
  }, []);
  useServerMarkupReplaced(root, button);
  const look = favoriteLook(favorite);
  return createPortal(
    <button
      ref={button}
      type="button"
      className={look.buttonClass}
      disabled={busy}
      // Absent rather than "false": the same markup as the template's.
      aria-busy={busy || undefined}
      onClick={() => toggle()}
      onPointerEnter={prefetchSender}
      onFocus={prefetchSender}
    >
      {/* Called, not mounted: one component instance fewer per root. */}
      {HeartIcon({ solid: favorite })} <span>{t(look.label)}</span>
    </button>,
    root,
  );
}
