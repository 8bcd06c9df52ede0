/** Markup the parser does not turn into elements at page load: comments, script text, template contents. */
const INERT = /<!--[\s\S]*?-->|<script\b[^>]*>[\s\S]*?<\/script\s*>|<template\b[^>]*>[\s\S]*?<\/template\s*>/gi;

/** A start tag's `data-widget` attribute, quoted either way or bare. */
const DATA_WIDGET = /<[a-zA-Z][^<>]*?\sdata-widget\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/**
 * The widget names of every root in `html` (a `data-widget` value may name several, separated by
 * spaces), each once in the order met. Roots that are no elements when the page loads (inside a
 * comment, a script or a template) and attribute text shown as code (`&lt;div data-widget…`) are
 * left out: their chunks do not load at page start.
 */
export function widgetNamesIn(html: string): string[] {
  const names = new Set<string>();
  for (const [, double, single, bare] of html.replace(INERT, '').matchAll(DATA_WIDGET)) {
    for (const name of (double ?? single ?? bare ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return [...names];
}
