import type { ParamsRecord } from '../http/params-record.ts';
import type { CallKind } from './call-kinds.ts';
import type { Outcome } from './scenarios.ts';

/** One call the fake backend received, as `GET /__requests` lists it. */
export interface LoggedRequest {
  /** When it arrived, as an ISO 8601 string. */
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly query: ParamsRecord;
  /** The call kind the backend recognised, or null when the request named none. */
  readonly call: CallKind | null;
  readonly fields: ParamsRecord;
  readonly headers: { readonly contentType: string | null; readonly xRequestedWith: string | null };
  /** The QA scenario outcome applied to it, if any. */
  readonly scenario: Outcome | null;
  /** The file of a multipart upload (the video verification clip), without its bytes. */
  readonly file?: ReceivedFile | null;
}

/** A file received in a multipart body, as the log and the state keep it. */
export interface ReceivedFile {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Keeps a long QA session from growing the log without bound. */
const MAX_ENTRIES = 1000;

/** The calls the fake backend received, oldest first (static files are not logged). */
export class RequestLog {
  readonly #entries: LoggedRequest[] = [];

  /** Appends one call, dropping the oldest beyond the cap. */
  add(entry: LoggedRequest): void {
    this.#entries.push(entry);
    if (this.#entries.length > MAX_ENTRIES) this.#entries.shift();
  }

  /** Lists the calls, newest last. */
  list(): readonly LoggedRequest[] {
    return [...this.#entries];
  }

  /** Forgets every call. */
  clear(): void {
    this.#entries.length = 0;
  }
}
