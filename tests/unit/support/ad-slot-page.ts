import { spyOnConsoleError, type ConsoleErrorSpy } from './console-spy.ts';
import { resetPage } from './dom-fixture.ts';
import { stubFramePages, stubIntersectionObserver, type FakeIntersectionObserver } from '../ad-slot/viewport-stubs.ts';

/** What an ad-slot test reads of the stubbed page. */
export interface AdSlotPage {
  readonly consoleError: ConsoleErrorSpy;
  /** Every IntersectionObserver the slots made (liveObservers: those still observing). */
  readonly observers: FakeIntersectionObserver[];
  readonly framePages: ReturnType<typeof stubFramePages>;
}

/** The page an ad-slot test starts on (beforeEach): console.error spied on, IntersectionObserver and the ad frames' pages stubbed. */
export function stubAdSlotPage(): AdSlotPage {
  return { consoleError: spyOnConsoleError(), observers: stubIntersectionObserver(), framePages: stubFramePages() };
}

/** After an ad-slot test (afterEach): the frames' pages restored and the page reset. */
export function leaveAdSlotPage(page: Pick<AdSlotPage, 'framePages'>): void {
  page.framePages.restore();
  resetPage();
}
