import { flushSync } from 'react-dom';
import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import type { FavoriteOptions } from './favorite-options.ts';

/** Renders the React favorite button in place of the root's plain one, for the click that loaded it; returns the unmount function. */
export type FavoriteButtonMounter = (element: HTMLElement, options: FavoriteOptions, context: WidgetContext) => () => void;

/**
 * The favorite's React part, loaded by the first click: renders FavoriteButton in place of the
 * plain button (synchronously, so the root is never seen empty and the focus moves at once) and
 * lets it toggle once for that click. The unmount function puts the plain button back.
 */
export const mountFavoriteButton: FavoriteButtonMounter = (element, options, context) => {
  const keepFocus = element.contains(document.activeElement);
  let unmount: () => void = () => undefined;
  flushSync(() => {
    unmount = renderWidget(element, <FavoriteButton {...options} context={context} firstClick={{ keepFocus }} />, context);
  });
  return unmount;
};
