import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { MAX_OTHER_CITIES } from '../../shared/constants.ts';
import { useAdoptedChildren } from '../../shared/hooks/use-adopted-children.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';
import { useElementText } from '../../shared/hooks/use-element-text.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useLatest } from '../../shared/hooks/use-latest.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { OtherCitiesMarkup, OtherCitiesParts } from './other-cities-markup.ts';
import { OtherCityBlock, otherCityText as t, type OtherCity } from './OtherCityBlock.tsx';


/** A use made before the list was there: Add, or Remove on this printed block. */
export type OtherCityRequest = 'add' | Element;

/** The blocks, and what the last change asks for once it is on the page. */
interface ListState {
  readonly blocks: readonly OtherCity[];
  /** The index of the block whose first field takes the focus; -1: the add button. */
  readonly focus?: number;
  /** `[event, count]` to dispatch. */
  readonly events: ReadonlyArray<readonly ['add' | 'remove', number]>;
}

let lastKey = 0;

// Stays a lookup under issue 18: the first field is the nested geo-select's select, another
// widget's server markup that no ref of this list reaches. Not useServerElement: a block's nodes
// enter its rendered fieldset in that fieldset's first commit (usePlacedNodes), after any state
// initialiser of the block could look, and a block made on Add holds copies made at that moment.
const firstField = (block: Element | undefined) => block?.querySelector<HTMLElement>('select, input, textarea, button');

/**
 * The other-city blocks of spec §2 and §5, rendered from state into the root's list: the printed
 * ones taken over on the first use (their fieldsets replaced by rendered ones holding the same
 * nodes, in the same frame), then at most MAX_OTHER_CITIES, each made from the root's template
 * and numbered from 0 in order. Add focuses the new block's first field; Remove the next block's,
 * else the previous one's, else the add button. At the limit the add button is `aria-disabled`
 * (still focusable, so its reason stays reachable) and the hint it names with `aria-describedby`
 * says why. `requests` are the uses made while this code loaded, applied in order.
 */
export function OtherCityList({ parts, markup, requests, context }: {
  parts: OtherCitiesParts;
  markup: OtherCitiesMarkup;
  requests: readonly OtherCityRequest[];
  context: Pick<WidgetContext, 'dispatch'>;
}): ReactNode {
  const fromTemplate = (): OtherCity | null => {
    // Stays a lookup under issue 18: the detached <template>'s content, which no hook or ref reaches.
    const shape = parts.template.content.querySelector(`[${markup.block}]`);
    return shape && { key: (lastKey += 1), shape, nodes: Array.from(shape.childNodes, (node) => node.cloneNode(true) as ChildNode), printed: false };
  };
  const apply = ({ blocks, events }: ListState, request: OtherCityRequest | number): ListState => {
    if (request === 'add') {
      const block = blocks.length < MAX_OTHER_CITIES ? fromTemplate() : null;
      return block ? { blocks: [...blocks, block], focus: blocks.length, events: [...events, ['add', blocks.length + 1]] } : { blocks, events };
    }
    const index = blocks.findIndex((block) => block.key === request || block.shape === request);
    if (index < 0) return { blocks, events };
    const rest = blocks.filter((_, i) => i !== index);
    return { blocks: rest, focus: Math.min(index, rest.length - 1), events: [...events, ['remove', rest.length]] };
  };
  const [printed] = useState(() =>
    parts.printed.map((shape): OtherCity => ({ key: (lastKey += 1), shape, nodes: Array.from(shape.childNodes), printed: true })),
  );
  const [state, setState] = useState(() => requests.reduce(apply, { blocks: printed, events: [] }));
  const act = (request: OtherCityRequest | number) => flushSync(() => setState(({ blocks }) => apply({ blocks, events: [] }, request)));
  const shown = useLatest(state.blocks);

  // The rendered fieldsets hold the printed blocks' nodes from the first commit: the printed
  // fieldsets (and PHP's whitespace between them) leave the list. Unmounted, the root gets the
  // printed blocks it still shows back (each block's nodes go back in its own fieldset).
  useAdoptedChildren(parts.list, () => shown.current.flatMap((block) => (block.printed ? [block.shape] : [])));
  useLayoutEffect(() => {
    const { focus, events } = state;
    if (focus !== undefined) {
      // The list holds only the rendered blocks since its adoption.
      (focus < 0 ? parts.add : firstField(parts.list.children[focus]))?.focus();
    }
    // Each name a literal, as the catalogue's events test reads them.
    for (const [name, count] of events) {
      if (name === 'add') context.dispatch('add', { count });
      else context.dispatch('remove', { count });
    }
  }, [state]);

  const full = state.blocks.length >= MAX_OTHER_CITIES;
  useAttribute(parts.add, 'aria-disabled', full ? 'true' : null);
  // Bootstrap's look of a disabled button, without `disabled`, which would take it out of the tab order.
  useElementClass(parts.add, 'disabled', full);
  useElementText(parts.hint, t(full ? 'otherCityLimitReached' : 'otherCityHint', { max: MAX_OTHER_CITIES }));
  useEventListener(parts.add, 'click', () => act('add'));

  return createPortal(
    state.blocks.map((block, index) => <OtherCityBlock key={block.key} block={block} index={index} markup={markup} onRemove={() => act(block.key)} />),
    parts.list,
  );
}
