import { useState } from 'react';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';

/**
 * The markup inside an other-cities root, as the template writes it: the blocks in
 * `data-other-cities-list`, one block's markup in `<template data-other-cities-template>`, the add
 * `<button data-other-cities-add>` described by the hint `data-other-cities-hint`; in each block
 * (`data-other-city`) its title `data-other-city-title` and its `<button data-other-city-remove>`.
 * Names and ids carry the block's index after `other_cities[` and `other-city-` (`__index__` in
 * the template). Only the first chunk spells these names (the list's chunk gets them as a prop).
 */
export const otherCitiesMarkup = {
  list: 'data-other-cities-list',
  template: 'data-other-cities-template',
  add: 'data-other-cities-add',
  hint: 'data-other-cities-hint',
  block: 'data-other-city',
  title: 'data-other-city-title',
  remove: 'data-other-city-remove',
} as const;

/** The attribute names of an other-cities root's markup. */
export type OtherCitiesMarkup = typeof otherCitiesMarkup;

/** The elements of one other-cities root. */
export interface OtherCitiesParts {
  readonly list: HTMLElement;
  readonly template: HTMLTemplateElement;
  readonly add: HTMLButtonElement;
  readonly hint: HTMLElement;
  /** The blocks the server printed in the list, as they were at mount (the list's code takes them over). */
  readonly printed: readonly HTMLElement[];
}

/** The root's list, template, add button, hint and printed blocks, found once at mount; null when one of the first four is missing. */
export function useOtherCitiesParts(root: HTMLElement): OtherCitiesParts | null {
  const markup = otherCitiesMarkup;
  const list = useServerElement(root, `[${markup.list}]`);
  // The selectors name the tags: no other element can match.
  const template = useServerElement<HTMLTemplateElement>(root, `template[${markup.template}]`);
  const add = useServerElement<HTMLButtonElement>(root, `button[${markup.add}]`);
  const hint = useServerElement(root, `[${markup.hint}]`);
  const printed = useServerElements(list, `[${markup.block}]`);
  // One object for the root's life: the list's code gets it as a prop.
  const [parts] = useState(() => (list && template && add && hint ? { list, template, add, hint, printed } : null));
  return parts;
}
