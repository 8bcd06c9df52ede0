import { useLayoutEffect } from 'react';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { MachineIdReadyDetail } from './ensure-machine-id.ts';
import { useMachineId } from './use-machine-id.ts';

/**
 * `data-widget="machine-id"` (on the body), headless: settles the visitor's id (useMachineId) and
 * announces it as `widgets:machine-id:ready` `{id}`. Nothing to undo on unmount: the id stays for
 * the next pages.
 */
export function MachineId({ context }: WidgetProps): null {
  const id = useMachineId();
  useLayoutEffect(() => {
    if (id !== null) context.dispatch('ready', { id } satisfies MachineIdReadyDetail);
  }, [id, context]);
  return null;
}
