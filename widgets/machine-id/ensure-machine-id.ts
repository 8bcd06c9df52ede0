import { readCookie, writeCookie } from '../../shared/cookies/cookies.ts';
import { createMachineId, isMachineId, readStoredMachineId, storeMachineId } from './machine-id.ts';

/** What `widgets:machine-id:ready` carries: the visitor's MachineId. */
export interface MachineIdReadyDetail {
  readonly id: string;
}

/**
 * Settles the visitor's stable anonymous id (spec §3): the `MachineId` cookie (365 days) and the
 * local storage entry of the same name each restore the other when missing; the cookie wins when
 * both hold a valid id and they differ, as the server knows that one. Any id the cookie
 * catalogue accepts is kept, whatever made it; a value it refuses is replaced, and a new id is
 * made only when neither holds an acceptable one. Blocked cookies or storage
 * only mean the id lives in fewer places (or for this page view). Returns the id.
 */
export function ensureMachineId(): string {
  const fromCookie = readCookie('MachineId');
  const fromStorage = readStoredMachineId();
  const id = [fromCookie, fromStorage].find(isMachineId) ?? createMachineId();
  if (fromCookie !== id) writeCookie('MachineId', id);
  if (fromStorage !== id) storeMachineId(id);
  return id;
}
