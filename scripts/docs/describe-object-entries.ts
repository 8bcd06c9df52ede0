import * as v from 'valibot';
import { defaultOf, pipeSteps, schemaNode, type SchemaNode } from './schema-node.ts';

/** One key of an object schema as the catalogue shows it. */
export interface EntryDoc {
  readonly key: string;
  /** True when the value may be left out. */
  readonly optional: boolean;
  /** What a missing value becomes, as written in the markup or the config (undefined: none). */
  readonly fallback: unknown;
  /** The values of a picklist the entry is limited to, if any. */
  readonly choices: readonly string[] | undefined;
  /** The schema's own kind of value (`string`, `number`, `record`, …) once optional is unwrapped. */
  readonly baseType: string;
  /** The type the widget gets after the schema's transforms (`string`, `number`, `boolean`), if a sample told. */
  readonly outputType: string | undefined;
  /** The messages of every check on the entry, in order, each once. */
  readonly rules: readonly string[];
}

// The empty value last: an attribute written alone (`data-readonly`) has it.
const SAMPLES = ['1', 'en', 'text', 'https://example.com/', '/page', '#id', ''];
const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish']);
const WRAPPERS = new Set(['optional', 'exact_optional', 'nullish', 'nullable', 'non_optional']);

/**
 * The entries of an object schema (or of a pipe starting with one), each with its rules, type and
 * default. `sampleOutput` parses sample values to tell the output type (data attributes: pure
 * checks); the page config's checks read `location`, so its schema is only walked.
 */
export function describeObjectEntries(schema: unknown, sampleOutput: boolean): EntryDoc[] {
  const [base, ...steps] = pipeSteps(schemaNode(schema));
  // A pipe after the object (switch: a union over the object's shape) adds rules to its keys.
  const extraRules = new Map<string, string[]>();
  for (const step of steps) {
    for (const option of step.type === 'union' ? ((step.options ?? []) as SchemaNode[]) : [step]) {
      for (const [key, entry] of Object.entries(option.entries ?? {})) {
        extraRules.set(key, [...(extraRules.get(key) ?? []), ...rulesOf(entry)]);
      }
    }
  }
  return Object.entries(base?.entries ?? {}).map(([key, entry]) => describeEntry(key, entry, extraRules.get(key) ?? [], sampleOutput));
}

function describeEntry(key: string, entry: SchemaNode, extraRules: readonly string[], sampleOutput: boolean): EntryDoc {
  const choices = findChoices(entry);
  return {
    key,
    // A pipe copies its first schema's type: `pipe(optional(…), transform(…))` is optional too.
    optional: OPTIONAL.has(entry.type),
    fallback: OPTIONAL.has(entry.type) ? defaultOf(entry) : undefined,
    choices,
    baseType: unwrap(entry).type,
    outputType: sampleOutput ? sampleOutputType(entry, [...(choices ?? []), ...SAMPLES]) : undefined,
    rules: [...new Set([...rulesOf(entry), ...extraRules])],
  };
}

/** The messages a node's checks report, without the "is required: " lead of a missing value's message. */
export function rulesOf(node: SchemaNode): string[] {
  if (node.pipe) return node.pipe.flatMap(rulesOf);
  if (WRAPPERS.has(node.type)) return node.wrapped ? rulesOf(node.wrapped) : [];
  if (node.type === 'union') return ((node.options ?? []) as SchemaNode[]).flatMap(rulesOf);
  if (node.kind === 'transformation' || node.kind === 'metadata') return [];
  if (typeof node.message === 'string') return [node.message.replace(/^is required: /, '')];
  // A check without its own message would print valibot's generic one: name what it checks instead.
  if (node.kind === 'validation') return [node.expects ? `${node.type.replace(/_/g, ' ')} ${node.expects}` : node.type.replace(/_/g, ' ')];
  return [];
}

/** The schema inside a node's pipe and optional wrappers: what kind of value it holds. */
export function unwrap(node: SchemaNode): SchemaNode {
  const inner = node.pipe?.[0] && node.pipe[0] !== node ? node.pipe[0] : node;
  if (inner !== node) return unwrap(inner);
  return WRAPPERS.has(node.type) && node.wrapped ? unwrap(node.wrapped) : node;
}

function findChoices(node: SchemaNode): string[] | undefined {
  if (node.type === 'picklist') return (node.options ?? []).map(String);
  for (const step of node.pipe ?? []) {
    const found = step === node.pipe?.[0] ? findChoices({ ...step, pipe: undefined }) : findChoices(step);
    if (found) return found;
  }
  return node.wrapped ? findChoices(node.wrapped) : undefined;
}

function sampleOutputType(entry: SchemaNode, samples: readonly string[]): string | undefined {
  for (const sample of samples) {
    let result;
    try {
      result = v.safeParse(entry as v.GenericSchema, sample);
    } catch {
      // A check that reads the page (a URL attribute's same-origin check reads `location`) cannot
      // run in Node: that sample tells nothing.
      continue;
    }
    if (result.success && result.output !== undefined) return typeof result.output;
  }
  return undefined;
}
