import type { GenericSchema } from 'valibot';
import { attributeName } from '../../shared/runtime/read-options.ts';
import type { RawOptions } from '../../shared/runtime/widget-definition.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { describeObjectEntries } from '../docs/describe-object-entries.ts';

/** What the checker knows of one widget: its options schema and the attributes it reads. */
export interface WidgetKnowledge {
  readonly schema: GenericSchema<RawOptions, unknown>;
  /** `data-*` attribute => whether the root must carry it. */
  readonly attributes: ReadonlyMap<string, { readonly required: boolean }>;
}

/** Every widget of the registry, read from its own definition (the schemas the runtime uses). */
export async function loadWidgetKnowledge(): Promise<ReadonlyMap<string, WidgetKnowledge>> {
  const widgets = new Map<string, WidgetKnowledge>();
  for (const [name, load] of Object.entries(widgetRegistry)) {
    const { options } = (await load()).default;
    const attributes = new Map(describeObjectEntries(options, true).map((entry) => [attributeName(entry.key), { required: !entry.optional }]));
    widgets.set(name, { schema: options as GenericSchema<RawOptions, unknown>, attributes });
  }
  return widgets;
}
