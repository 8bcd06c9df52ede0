import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { AgeCheck } from './AgeCheck.tsx';
import { AgeCheckOptionsSchema } from './age-check-options.ts';

/**
 * `data-widget="age-check"`: the 18+ gate, shown until the visitor confirms (`agecheck` cookie).
 * `markup: 'server'`: a returning visitor's page keeps the template's closed dialog as printed and
 * downloads nothing more; the gate, when asked, is the component's own output, rendered into the
 * root (a portal) in place of the template's dialog while it shows.
 */
export default defineWidget({
  name: 'age-check',
  options: AgeCheckOptionsSchema,
  component: AgeCheck,
});
