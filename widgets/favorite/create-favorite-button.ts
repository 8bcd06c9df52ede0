import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { favoriteLook } from './favorite-look.ts';

const t = messagesFrom(favoriteMessages);

/**
 * Builds, in plain DOM, the button FavoriteButton renders for `favorite` (same classes, heart and
 * label), so the page shows it usable before React loads and nothing moves when React takes over.
 */
export function createFavoriteButton(favorite: boolean): HTMLButtonElement {
  const look = favoriteLook(favorite);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = look.buttonClass;
  const heart = document.createElement('span');
  heart.setAttribute('aria-hidden', 'true');
  heart.className = look.heartClass;
  heart.textContent = look.heart;
  const label = document.createElement('span');
  label.textContent = t(look.label);
  button.append(heart, ' ', label);
  return button;
}
