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
}

/** Finds the root's list, template, add button and hint; null when one is missing. */
export function findOtherCitiesParts(root: HTMLElement): OtherCitiesParts | null {
  const markup = otherCitiesMarkup;
  const list = root.querySelector<HTMLElement>(`[${markup.list}]`);
  // The selectors name the tags: no other element can match.
  const template = root.querySelector<HTMLTemplateElement>(`template[${markup.template}]`);
  const add = root.querySelector<HTMLButtonElement>(`button[${markup.add}]`);
  const hint = root.querySelector<HTMLElement>(`[${markup.hint}]`);
  return list && template && add && hint ? { list, template, add, hint } : null;
}
