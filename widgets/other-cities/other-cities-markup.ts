/**
 * The markup inside an other-cities root, as the template writes it: the blocks in
 * `data-other-cities-list`, one block's markup in `<template data-other-cities-template>`, the add
 * `<button data-other-cities-add>` described by the hint `data-other-cities-hint`; in each block
 * (`data-other-city`) its title `data-other-city-title` and its `<button data-other-city-remove>`.
 * Names and ids carry the block's index after `other_cities[` and `other-city-` (`__index__` in
 * the template). Only the first chunk spells these names.
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
  readonly root: HTMLElement;
  readonly list: HTMLElement;
  readonly template: HTMLTemplateElement;
  readonly add: HTMLButtonElement;
  readonly hint: HTMLElement;
}
