import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { AgeCheckOptionsSchema } from './age-check-options.ts';
import { startAgeCheck } from './start-age-check.ts';

/** `data-widget="age-check"`: the 18+ gate, shown until the visitor confirms (`agecheck` cookie). */
export default defineWidget({
  name: 'age-check',
  options: AgeCheckOptionsSchema,
  mount: startAgeCheck,
});
