import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { FavoriteOptionsSchema } from './favorite-options.ts';

/**
 * `data-widget="favorite"`: the add/remove favorites button of a profile. `markup: 'server'`: the
 * root keeps the template's button, which the component adopts as it is until its state first
 * changes and then replaces with its own (FavoriteButton): a listing mounts 2000 roots without
 * building any DOM or a React root's worth of work in each, and nothing moves. Not hydrated: Preact
 * would keep the server's `disabled`, React 19 would re-render on PHP's whitespace (see WidgetMarkup).
 */
export default defineWidget({ name: 'favorite', options: FavoriteOptionsSchema, component: FavoriteButton, markup: 'server' });
