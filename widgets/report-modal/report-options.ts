import * as v from 'valibot';
import { positiveIdAttribute } from '../../shared/options/attribute-schemas.ts';

/** `<div data-widget="report-modal" data-dancer-id="42">`: the profile being reported. */
export const ReportOptionsSchema = v.object({
  dancerId: positiveIdAttribute(),
});

/** The report modal's typed options. */
export type ReportOptions = v.InferOutput<typeof ReportOptionsSchema>;
