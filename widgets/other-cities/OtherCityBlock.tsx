import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePlacedNodes } from '../../shared/hooks/use-placed-nodes.ts';
import { otherCityMessages } from '../../shared/messages/catalogue/other-city-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { numberAttribute, numberOtherCity } from './number-other-city.ts';
import type { OtherCitiesMarkup } from './other-cities-markup.ts';

/** The other-city texts, for the blocks and their list. */
export const otherCityText = messagesFrom(otherCityMessages);
const t = otherCityText;

/** One other-city block of the list's state. */
export interface OtherCity {
  readonly key: number;
  /** The element whose tag and attributes the block takes: a printed block's own, or the template's. */
  readonly shape: Element;
  /** Its child nodes in order: a printed block's own, or copies of the template's. */
  readonly nodes: readonly ChildNode[];
  /** Printed by the server: its `shape` and `nodes` go back in the list when the widget unmounts. */
  readonly printed: boolean;
}

/** `element`'s attributes as props, numbered for the block `index`. */
function propsOf(element: Element, index: number): Record<string, string> {
  return Object.fromEntries(
    Array.from(element.attributes, ({ name, value }) => [name === 'class' ? 'className' : name === 'for' ? 'htmlFor' : name, numberAttribute(name, value, index)]),
  );
}

const childWith = (nodes: readonly ChildNode[], attribute: string) =>
  nodes.find((node): node is Element => node instanceof Element && node.hasAttribute(attribute));

/**
 * One other-city block, numbered `index` from 0: the fieldset, its title and its remove button are
 * rendered from the block's shape with the numbered texts; its other nodes (the nested geo-select
 * root, PHP's whitespace) are not React's and are put between them once, in the order the template
 * wrote, before the frame is painted; the runtime then mounts the geo-select root it finds there.
 * Their names and ids follow `index`.
 */
export function OtherCityBlock({ block, index, markup, onRemove }: {
  block: OtherCity;
  index: number;
  markup: OtherCitiesMarkup;
  onRemove: () => void;
}): ReactNode {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const title = useRef<HTMLLegendElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const titleNode = childWith(block.nodes, markup.title);
  const removeNode = childWith(block.nodes, markup.remove);
  const number = index + 1;

  // A printed block's nodes go back in its own fieldset on unmount, as the server wrote them.
  usePlacedNodes(fieldset, () => block.nodes.map((node) => (node === titleNode ? title.current! : node === removeNode ? remove.current! : node)));
  useLayoutEffect(() => {
    for (const node of block.nodes) if (node instanceof Element && node !== titleNode && node !== removeNode) numberOtherCity(node, index);
  }, [index]);

  // The template's tags (fieldset, legend, button in the contract's markup).
  const Shape = block.shape.localName as 'fieldset';
  const Title = titleNode?.localName as 'legend';
  const Remove = removeNode?.localName as 'button';
  return (
    <Shape {...propsOf(block.shape, index)} ref={fieldset}>
      {titleNode && (
        <Title {...propsOf(titleNode, index)} ref={title}>
          {t('otherCityTitle', { number })}
        </Title>
      )}
      {removeNode && (
        <Remove {...propsOf(removeNode, index)} ref={remove} onClick={onRemove}>
          {t('otherCityRemove', { number })}
        </Remove>
      )}
    </Shape>
  );
}
