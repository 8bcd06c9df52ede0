import type { GenericSchema } from 'valibot';
import type { RawOptions } from './widget-definition.ts';

/** The outcome of reading a root's options: typed options, or one sentence per broken attribute. */
export type OptionsResult<Options> =
  | { readonly success: true; readonly options: Options }
  | { readonly success: false; readonly problems: readonly string[] };

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish']);

/** Converts a dataset key back to the attribute the template wrote: `dancerId` → `data-dancer-id`. */
export function attributeName(datasetKey: string): string {
  return `data-${datasetKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * Validates `element`'s data attributes with `schema`, naming each broken attribute, its rule and
 * its value. It goes through the schema's Standard Schema interface so that the entry chunk stays
 * free of valibot's runtime, which only widget chunks load.
 */
export function readOptions<Options>(schema: GenericSchema<RawOptions, Options>, element: HTMLElement): OptionsResult<Options> {
  const entries = (schema as { readonly entries?: Record<string, { readonly type?: string }> }).entries;
  const { dataset } = element;
  // An object schema drops unknown keys: reading only its own keys spares copying every data
  // attribute of every root (issue 10). Other schemas (unions, pipes) get them all.
  const raw: RawOptions = entries ? {} : { ...dataset };
  for (const key in entries) {
    const value = dataset[key];
    // valibot's object schema reports a missing required key with its generic "Invalid key" text and
    // the camelCase key; passing it as undefined lets the attribute's own schema say what it requires.
    if (value !== undefined || !OPTIONAL_TYPES.has(entries[key]?.type ?? '')) raw[key] = value;
  }
  const result = schema['~standard'].validate(raw);
  if (result instanceof Promise) return { success: false, problems: ['its schema must validate synchronously'] };
  if (!result.issues) return { success: true, options: result.value };
  return {
    success: false,
    problems: result.issues.map((issue) => {
      const segment = issue.path?.[0];
      const key = typeof segment === 'object' ? segment.key : segment;
      const attribute = typeof key === 'string' ? attributeName(key) : 'its data attributes';
      const found = typeof key === 'string' && raw[key] !== undefined ? JSON.stringify(raw[key]) : 'no attribute';
      return `${attribute} ${issue.message}, found ${found}`;
    }),
  };
}
