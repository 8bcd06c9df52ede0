import * as v from 'valibot';
import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { MachineId } from './MachineId.tsx';

/** `data-widget="machine-id"` (on the body): the visitor's stable anonymous id, in a cookie and local storage. */
export default defineWidget({
  name: 'machine-id',
  // No options: the cookie and storage names are the spec's.
  options: v.object({}),
  component: MachineId,
});
