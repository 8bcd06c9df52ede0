/**
 * The parts of a valibot schema or action object that the docs generator reads. Valibot's own
 * types describe how to call a schema, not how to walk one, so the walk reads these plain fields.
 */
export interface SchemaNode {
  readonly kind: 'schema' | 'validation' | 'transformation' | 'metadata';
  readonly type: string;
  readonly message?: unknown;
  readonly requirement?: unknown;
  readonly expects?: string | null;
  /** `optional`: the schema inside; `default` the value used when the attribute is missing. */
  readonly wrapped?: SchemaNode;
  readonly default?: unknown;
  /** `object`: its entries. */
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  /** `picklist`: the values; `union`: the schemas. */
  readonly options?: readonly unknown[];
  /** `pipe(schema, ...actions)` gives a copy of `schema` with this list. */
  readonly pipe?: readonly SchemaNode[];
}

/** Reads any valibot schema as a walkable node. */
export function schemaNode(schema: unknown): SchemaNode {
  return schema as SchemaNode;
}

/** The steps of a node: its pipe (whose first item is the node without the pipe), or the node alone. */
export function pipeSteps(node: SchemaNode): readonly SchemaNode[] {
  return node.pipe ?? [node];
}

/** The value an `optional` node gives a missing input (valibot allows a function for it). */
export function defaultOf(node: SchemaNode): unknown {
  return typeof node.default === 'function' ? (node.default as () => unknown)() : node.default;
}
