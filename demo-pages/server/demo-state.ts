import { HeldAnswers } from './backend/held-answers.ts';
import { RequestLog } from './backend/request-log.ts';
import { ScenarioStore } from './backend/scenarios.ts';
import type { ReceivedVideo } from './backend/video-upload-call.ts';

/** The agency details last saved through change_agency_info.php. */
export interface AgencyInfo {
  readonly name: string;
  readonly phone: string;
}

/**
 * Everything the fake backend remembers, held per server instance so that parallel test files
 * never share state; `POST /__reset` empties it.
 */
export class DemoState {
  /** Dancer ids that are currently favorites. */
  readonly favorites = new Set<number>();
  /** Short link codes to the page path they lead to. */
  readonly shortLinks = new Map<string, string>();
  readonly scenarios = new ScenarioStore();
  readonly requests = new RequestLog();
  /** The answers of the `very-slow` outcome waiting for `POST /__release`. */
  readonly held = new HeldAnswers();
  agency: AgencyInfo | null = null;
  /** The video verification clips accepted, oldest first (their metadata; the bytes are dropped). */
  readonly videoUploads: ReceivedVideo[] = [];

  /** Forgets favorites, short links, scenarios, logged calls, the saved agency and the received clips; lets held answers go. */
  reset(): void {
    this.favorites.clear();
    this.shortLinks.clear();
    this.scenarios.clear();
    this.requests.clear();
    this.agency = null;
    this.videoUploads.length = 0;
    this.held.release();
  }
}
