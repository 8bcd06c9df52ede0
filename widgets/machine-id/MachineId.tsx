import { useLayoutEffect } from 'react';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { ensureMachineId, type MachineIdReadyDetail } from './ensure-machine-id.ts';

/**
 * `data-widget="machine-id"` (on the body), headless: once mounted, settles the visitor's id
 * (ensureMachineId: the cookie and local storage restore each other) and announces it as
 * `widgets:machine-id:ready` `{id}`. The id lives in the cookie and the storage, not in React
 * state: nothing renders it. A layout effect, so that the id is settled by the time the runtime
 * marks the root mounted (Preact runs plain effects only after the next frame). Nothing to undo on
 * unmount: the id stays for the next pages.
 */
export function MachineId({ context }: WidgetProps): null {
  useLayoutEffect(() => {
    context.dispatch('ready', { id: ensureMachineId() } satisfies MachineIdReadyDetail);
  }, [context]);
  return null;
}
