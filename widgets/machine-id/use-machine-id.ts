import { useLayoutEffect, useState } from 'react';
import { ensureMachineId } from './ensure-machine-id.ts';

/**
 * The visitor's MachineId, settled once after the first render (ensureMachineId: cookie and local
 * storage restore each other); null before. Settled in a layout effect, so the id is known by the
 * time the runtime marks the root mounted (Preact runs plain effects only after the next frame).
 */
export function useMachineId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useLayoutEffect(() => setId(ensureMachineId()), []);
  return id;
}
