import { MACHINE_ID_STORAGE_KEY } from '../../shared/constants.ts';

// A version 4 UUID in lower case, as crypto.randomUUID writes it.
const MACHINE_ID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

/** Tells whether `value` is a MachineId this bundle would have made: a lower-case version 4 UUID. */
export function isMachineId(value: unknown): value is string {
  return typeof value === 'string' && MACHINE_ID.test(value);
}

/**
 * Makes a new random MachineId (a version 4 UUID). `crypto.randomUUID` exists only in secure
 * contexts (https, localhost), so on a plain http page the id is built from `getRandomValues`.
 */
export function createMachineId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The MachineId kept in local storage; undefined when absent or when storage is unavailable. */
export function readStoredMachineId(): string | undefined {
  try {
    return localStorage.getItem(MACHINE_ID_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage disabled, or a sandboxed frame: even reading `localStorage` throws.
    return undefined;
  }
}

/** Keeps `id` in local storage; false when storage is unavailable or full (private mode). */
export function storeMachineId(id: string): boolean {
  try {
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, id);
    return true;
  } catch {
    return false;
  }
}
