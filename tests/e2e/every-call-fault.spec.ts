import type { Page } from '@playwright/test';
import { CALL_DRIVERS, type CallDriver } from './every-call-fault-drivers.ts';
import { FAULT_ROWS, FAULT_TITLES, FAULTS, faultReason, type Fault, type FaultRow } from './every-call-fault-table.ts';
import { expect, openDemoPage, overridePageConfig, test, type CallKind, type DemoServer, type LoggedRequest, type ScenarioOutcome } from './fixtures.ts';
import { SHORT_TIMEOUT_MS } from './modal-form-helpers.ts';
import { FAKE_CAMERA_LAUNCH_OPTIONS } from './video-helpers.ts';

// The video upload row records with Chromium's fake camera (a worker option: set for the whole file).
test.use({ launchOptions: FAKE_CAMERA_LAUNCH_OPTIONS });

/** What Chromium itself prints for a fault (failed resource loads): declared, so only these are allowed. */
const BROWSER_CONSOLE_ERRORS: readonly RegExp[] = [
  /Failed to load resource: the server responded with a status of 500/,
  /Failed to load resource: the server responded with a status of 403/,
  /Failed to load resource: net::ERR_/,
];

/** The fake backend's controls a cell uses. */
interface Backend {
  readonly demo: DemoServer;
  readonly scenario: (call: CallKind, outcome: ScenarioOutcome) => Promise<void>;
  readonly requests: (call?: CallKind) => Promise<LoggedRequest[]>;
}

/** The step's name: what the cell of the table promises. */
function cellName(row: FaultRow, fault: Fault): string {
  const reason = faultReason(fault);
  if (reason !== null) return `after a ${FAULT_TITLES[fault]} it shows "${row.failureText(reason)}", is usable again and keeps the input`;
  if (fault === 'extra-fields') return 'an answer with unexpected extra fields succeeds as usual';
  return `a very slow answer followed by a second action (${row.secondAction}) ends in success`;
}

/**
 * Plays one cell: the fault, the user's action, and every promise of the table. The page is opened
 * afresh, unless `retry` is given: then the call is made again from the state the last failure left.
 */
async function playCell(
  page: Page,
  row: FaultRow,
  driver: CallDriver,
  fault: Fault,
  backend: Backend,
  retry?: (page: Page) => Promise<void>,
): Promise<void> {
  const { demo, scenario, requests } = backend;
  const shortTimeout = fault === 'timeout' && driver.timeoutBy === 'config';
  await demo.reset();
  if (shortTimeout) await overridePageConfig(page, row.page, { requestTimeoutMs: SHORT_TIMEOUT_MS });
  try {
    if (!retry) {
      await openDemoPage(page, row.page);
      await driver.prepare(page);
      await demo.clearRequests();
    }
    await scenario(row.call, fault);

    await (retry ?? driver.act)(page);

    if (fault === 'very-slow') {
      await expect.poll(async () => (await requests(row.call)).length, { message: 'the held request arrived' }).toBe(1);
      await driver.expectBusy(page);
      await driver.secondAction(page);
      await expect.poll(async () => (await requests(row.call)).length).toBe(row.verySlowRequests);
      await demo.release();
      await driver.expectSuccess(page, true);
    } else if (fault === 'extra-fields') {
      await driver.expectSuccess(page, false);
    } else {
      if (fault === 'timeout' && driver.timeoutBy !== 'config') {
        await driver.expectBusy(page);
        await page.clock.runFor(driver.timeoutBy.clockMs);
      }
      await driver.expectFailure(page, row.failureText(faultReason(fault) ?? ''));
      await driver.expectUsable(page);
      await driver.expectInputKept(page);
    }
    const sent = await requests(row.call);
    expect(sent, 'one request per user action').toHaveLength(fault === 'very-slow' ? row.verySlowRequests : 1);
    expect(sent[0]?.scenario, 'the fault was applied to the first request').toBe(fault);
  } finally {
    if (shortTimeout) await page.unroute(`${demo.url}${row.page}`);
  }
}

// One test per call, one step per fault: the page is opened afresh for every fault (chunks come from
// the browser's cache), and a failing cell is reported without stopping the call's other cells.
for (const row of FAULT_ROWS) {
  const driver = CALL_DRIVERS[row.call];

  test(`the ${row.title} call (${row.action}) ends every fault as the reliability table says`, async ({
    page,
    demo,
    scenario,
    requests,
    expectConsoleError,
  }) => {
    test.setTimeout(row.call === 'videoUpload' ? 180_000 : 90_000);
    for (const error of BROWSER_CONSOLE_ERRORS) expectConsoleError(error);
    if (driver.timeoutBy !== 'config') await page.clock.install();

    // After a failure that ended as the table says, a driver with `retry` makes the next call from there.
    let failedCleanly = false;
    for (const fault of FAULTS) {
      await test.step(cellName(row, fault), async () => {
        const retry = failedCleanly ? driver.retry : undefined;
        const problem = await playCell(page, row, driver, fault, { demo, scenario, requests }, retry).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        failedCleanly = problem === null && faultReason(fault) !== null;
        expect.soft(problem, `${row.call} × ${fault}`).toBeNull();
      });
    }
  });
}
