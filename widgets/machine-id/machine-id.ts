import * as v from 'valibot';
import { MACHINE_ID_STORAGE_KEY } from '../../shared/constants.ts';
import { cookieCatalogue } from '../../shared/cookies/cookie-catalogue.ts';

/**
 * Tells whether `value` is a MachineId worth keeping: whatever the cookie catalogue accepts for
 * the `MachineId` cookie, not only the lower-case version 4 UUID this bundle makes. Visitors
 * arrive with ids the legacy code or the server made (other formats, upper case); replacing them
 * would split one visitor into two for the server, so any id that is safe to carry is kept.
 */
export function isMachineId(value: unknown): value is string {
  // safeParse rather than v.is: every other schema uses safeParse, so v.is would add to the base kit.
  return v.safeParse(cookieCatalogue.MachineId.schema, value).success;
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
