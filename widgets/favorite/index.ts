import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { createElement } from 'react';
import { FavoriteButton } from './FavoriteButton.tsx';
import { FavoriteOptionsSchema } from './favorite-options.ts';

/** `data-widget="favorite"`: the add/remove favorites button of a profile. */
export default defineWidget({
  name: 'favorite',
  options: FavoriteOptionsSchema,
  mount: (element, options, context) => renderWidget(element, createElement(FavoriteButton, { ...options, context }), context),
});
