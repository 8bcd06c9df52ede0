import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { favoriteLook } from './favorite-look.ts';

const t = messagesFrom(favoriteMessages);

/**
 * The root's server button when it is what FavoriteButton would render for `favorite`: the root's
 * only element, with the same class, heart and (configured) label. Null otherwise: another look,
 * another language or other markup is rendered anew rather than left stale.
 */
export function adoptableButton(root: HTMLElement, favorite: boolean): HTMLButtonElement | null {
  const button = root.firstElementChild;
  const look = favoriteLook(favorite);
  const adoptable =
    button instanceof HTMLButtonElement &&
    root.childElementCount === 1 &&
    button.className === look.buttonClass &&
    button.firstElementChild?.className === look.heartClass &&
    t(look.label) === button.lastElementChild?.textContent;
  return adoptable ? button : null;
}
