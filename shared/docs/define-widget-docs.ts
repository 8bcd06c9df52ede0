/**
 * Docs-only declarations read by `npm run docs` (scripts/docs/) to write docs/widgets.md's widget
 * catalogue. Nothing the bundle ships imports this file or a `*-docs.ts` file (a unit test checks),
 * so what is declared here adds no byte to any chunk.
 */

/** Each field of an event's `detail` with what it holds; `null` for an event without a detail. */
export type DetailDocs<Detail> = [Detail] extends [void] ? null : { readonly [Key in keyof Detail]-?: string };

/** One DOM event: when it fires and what its detail holds. */
export interface EventDoc<Detail> {
  /** When the event fires, completing "Fires …" (markdown). */
  readonly when: string;
  readonly detail: DetailDocs<Detail>;
}

/** Events by name (the part after `widgets:<widget>:`), typed by their details so a new field must be described. */
export type EventDocs<Details> = { readonly [Name in keyof Details & string]: EventDoc<Details[Name]> };

/** The catalogue's sections, by the pages the widgets are for. */
export type CatalogueGroup = 'profile' | 'listing' | 'add-profile';

/**
 * What the catalogue says of one widget beyond its schema. Its prose (the root's markup, then how it
 * behaves) is markdown in `<name>-docs.md` beside this declaration.
 */
export interface WidgetDocs<Details = Record<string, unknown>> {
  /** The section the widget is listed in. */
  readonly group: CatalogueGroup;
  /** Every event the widget dispatches through `context.dispatch`. */
  readonly events: EventDocs<Details>;
}

/** Declares a widget's docs; `Details` maps its event names to their detail types. */
export function defineWidgetDocs<Details = Record<never, never>>(docs: WidgetDocs<Details>): WidgetDocs {
  return docs as unknown as WidgetDocs;
}

/** Declares events that are not one widget's (the runtime's), typed by their details like a widget's. */
export function defineEventDocs<Details>(events: EventDocs<Details>): EventDocs<Record<string, unknown>> {
  return events as unknown as EventDocs<Record<string, unknown>>;
}
