import { MAX_OTHER_CITIES } from '../../shared/constants.ts';
import { otherCityMessages } from '../../shared/messages/catalogue/other-city-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { numberOtherCity } from './number-other-city.ts';
import type { OtherCitiesMarkup, OtherCitiesParts } from './other-cities-markup.ts';

const t = messagesFrom(otherCityMessages);

/** Adds and removes one root's other-city blocks. */
export interface OtherCityList {
  /** Adds a block and focuses its first field, unless MAX_OTHER_CITIES are there already. */
  add(): void;
  /** Removes `block`, numbers the rest again and moves the focus to a neighbour. */
  remove(block: HTMLElement): void;
  /** Brings names, titles, the add button and its hint in line with the blocks on the page. */
  sync(): void;
}

const firstField = (block: Element) => block.querySelector<HTMLElement>('select, input, textarea, button');

/**
 * The other-city blocks of spec §2 and §5: at most MAX_OTHER_CITIES, each cloned from the root's
 * template (its inner geo-select root mounts by itself) and numbered from 0 in order; at the limit
 * the add button is `aria-disabled` (still focusable, so its reason stays reachable) and the hint it
 * names with `aria-describedby` says why.
 */
export function createOtherCityList(parts: OtherCitiesParts, markup: OtherCitiesMarkup, context: Pick<WidgetContext, 'dispatch'>): OtherCityList {
  const blocks = () => Array.from(parts.list.querySelectorAll<HTMLElement>(`[${markup.block}]`));

  const sync = () => {
    const all = blocks();
    all.forEach((block, index) => {
      numberOtherCity(block, index);
      const number = index + 1;
      const title = block.querySelector(`[${markup.title}]`);
      if (title) title.textContent = t('otherCityTitle', { number });
      const remove = block.querySelector(`[${markup.remove}]`);
      if (remove) remove.textContent = t('otherCityRemove', { number });
    });
    const full = all.length >= MAX_OTHER_CITIES;
    if (full) parts.add.setAttribute('aria-disabled', 'true');
    else parts.add.removeAttribute('aria-disabled');
    // Bootstrap's look of a disabled button, without `disabled`, which would take it out of the tab order.
    parts.add.classList.toggle('disabled', full);
    const hint = t(full ? 'otherCityLimitReached' : 'otherCityHint', { max: MAX_OTHER_CITIES });
    if (parts.hint.textContent !== hint) parts.hint.textContent = hint;
  };

  return {
    add() {
      const count = blocks().length;
      if (count >= MAX_OTHER_CITIES) return;
      const block = parts.template.content.querySelector<HTMLElement>(`[${markup.block}]`)?.cloneNode(true);
      if (!(block instanceof HTMLElement)) return;
      parts.list.append(block);
      sync();
      firstField(block)?.focus();
      context.dispatch('add', { count: count + 1 });
    },
    remove(block) {
      const all = blocks();
      const index = all.indexOf(block);
      if (index < 0) return;
      const neighbour = all[index + 1] ?? all[index - 1];
      block.remove();
      sync();
      ((neighbour && firstField(neighbour)) || parts.add).focus();
      context.dispatch('remove', { count: all.length - 1 });
    },
    sync,
  };
}
