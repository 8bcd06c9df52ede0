// @vitest-environment node
// The server contract check (scripts/check-server/, issue 20 item 4) against the demo server's fake
// backend, whose QA scenarios give each call's good answer, error answers, an HTTP error and a
// malformed answer; the PHP backend is tested in php-backend.test.ts.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkServer, UsageError, type CheckServerOptions } from '../../../scripts/check-server/check-server.ts';
import { formatVerdict, type Verdict } from '../../../scripts/check-server/verdict.ts';
import { useDemoServer } from '../../server/demo-harness.ts';

const demo = useDemoServer();

/** Every call, with the inputs each needs on the demo site (review 1 exists; country 818 has city 1, which has areas). */
const EVERY_CALL: Omit<CheckServerOptions, 'pageUrl'> = {
  calls: ['favorite', 'claim', 'share', 'short-url', 'review', 'reply', 'report', 'suggestions', 'geo-cities', 'geo-clubs', 'geo-areas', 'agency-info'],
  dancerId: 42,
  reviewId: 1,
  term: 'ann',
  countryId: 818,
  cityId: 1,
};

/** The demo's QA name of each call kind (`/__scenario`). */
const SCENARIO_KINDS = ['favorite', 'claim', 'share', 'shortUrl', 'review', 'reply', 'report', 'suggestions', 'geoCities', 'geoClubs', 'geoAreas', 'agencyInfo'];

async function check(options: Partial<CheckServerOptions> = {}): Promise<Map<string, Verdict>> {
  const verdicts = await checkServer({ pageUrl: `${demo.origin()}/profile.html`, ...EVERY_CALL, ...options });
  return new Map(verdicts.map((verdict) => [verdict.call, verdict]));
}

const line = (verdicts: Map<string, Verdict>, call: string) => formatVerdict(verdicts.get(call)!);

async function everyCallAnswers(outcome: string): Promise<void> {
  for (const kind of SCENARIO_KINDS) await demo.scenario(kind, outcome);
}

describe('the server contract check on the demo backend', () => {
  it('sends each call as its widget does and finds every good answer usable', async () => {
    const verdicts = await check();
    expect([...verdicts.values()].filter((verdict) => verdict.mark !== 'ok')).toEqual([]);
    expect(line(verdicts, 'page')).toBe('page: answered HTTP 200 with its #widgets-config (requestTimeoutMs 15000): the calls use its endpoints and timeout ✓');
    expect(line(verdicts, 'favorite')).toBe('favorite: answered "1": the button would show a favorite ("Remove from favorites"); the call toggles: send it again to undo ✓');
    expect(line(verdicts, 'claim')).toMatch(/^claim: STATUS success with MESSAGE ".+": a success toast; the modal would close and its form reset ✓$/);
    expect(line(verdicts, 'short-url')).toMatch(/^short-url: \{"url": "http:\/\/127\.0\.0\.1:\d+\/s\/\w+"\}: the share modal would show and copy it ✓$/);
    expect(line(verdicts, 'review')).toMatch(/^review: \d+ characters of HTML: the review modal would show it/);
    expect(line(verdicts, 'suggestions')).toMatch(/^suggestions: a JSON list of \d+ items: the list would show \d+ suggestions ✓$/);
    expect(line(verdicts, 'geo-areas')).toMatch(/^geo-areas: option markup with \d+ options: the area list would offer them ✓$/);
    expect(line(verdicts, 'agency-info')).toContain('"Info has been changed!"');

    // The requests as spec §7 and the widgets write them: the current-page posts with profile_link.
    const page = `${demo.origin()}/profile.html`;
    expect(verdicts.get('favorite')!.request).toBe('POST /profile.html follow=1&dancer_id=42');
    expect(verdicts.get('short-url')!.request).toBe('POST /profile.html getShortUrl=1');
    expect(verdicts.get('review')!.request).toBe('POST /profile.html getReview=1');
    expect(verdicts.get('claim')!.request).toContain(`&profile_link=${encodeURIComponent(page)}`);
    expect(verdicts.get('report')!.request).toBe('POST /controller/ajax/phone_reports.php?id=42 issue=1');
    expect(verdicts.get('suggestions')!.request).toBe('GET /search_suggestions?term=ann');
    expect(verdicts.get('geo-cities')!.request).toBe('POST /ajax/geo_zones.php get=cities&country_id=818');
    const log = (await (await demo.get('/__requests')).json()) as Array<{ call: string | null; headers: { xRequestedWith: string | null } }>;
    expect(log.map((request) => request.call)).toEqual(['favorite', 'claim', 'share', 'shortUrl', 'review', 'reply', 'report', 'suggestions', 'geoCities', 'geoClubs', 'geoAreas', 'agencyInfo']);
    expect(log.every((request) => request.headers.xRequestedWith === 'XMLHttpRequest')).toBe(true);
  });

  it('says what each widget does with the error answers: MESSAGE lists highlight the fields CODE names', async () => {
    await everyCallAnswers('error-list');
    const verdicts = await check();
    expect(line(verdicts, 'claim')).toBe('claim: STATUS error with MESSAGE list; CODE names "name", "visitor": 2 error toasts; the fields "name", "visitor" would be highlighted ✓');
    expect(line(verdicts, 'report')).toBe('report: STATUS error with MESSAGE list; CODE names "issue", "other": 2 error toasts; the fields "issue", "other" would be highlighted ✓');
    expect(line(verdicts, 'favorite')).toBe('favorite: STATUS error with MESSAGE list; CODE names "dancer_id", "follow": 2 error toasts ✓');
    expect(line(verdicts, 'agency-info')).toBe('agency-info: answered "agency_phone_exist": "This phone is already registered!" under the phone field ✓');
    expect(line(verdicts, 'geo-areas')).toBe('geo-areas: answered nothing: the area block would stay hidden ✓');
    // Suggestions and cities have no error format: a STATUS answer or nothing fails in the widget.
    expect(verdicts.get('suggestions')!.mark).toBe('fail');
    expect(line(verdicts, 'geo-cities')).toContain('it was an empty answer): the visitor would see "The server sent an unexpected answer. Please try again later." ✗');

    await everyCallAnswers('error-message');
    const messages = await check();
    expect(line(messages, 'share')).toBe('share: STATUS error with MESSAGE "This e-mail address does not accept messages from our site.": one error toast that stays until tapped ✓');
    expect(line(messages, 'short-url')).toBe(
      'short-url: STATUS error with MESSAGE "The short link service is not available right now.": one error toast that stays until tapped; the link stays empty and is asked again at the next opening ✓',
    );
    expect(line(messages, 'agency-info')).toContain('"This name is already taken!" under the name field ✓');
  });

  it('fails every call on an HTTP error, with the message the visitor would read', async () => {
    await everyCallAnswers('http-500');
    const verdicts = await check();
    for (const call of EVERY_CALL.calls) {
      expect(line(verdicts, call)).toMatch(
        new RegExp(`^${call}: answered HTTP 500 ".*": the visitor would see "The server could not complete the request \\(error 500\\)\\. Please try again later\\." ✗$`),
      );
    }
  });

  it('fails every call on a malformed answer (PHP error output with HTTP 200), saying why in our words', async () => {
    await everyCallAnswers('malformed');
    const verdicts = await check();
    for (const call of EVERY_CALL.calls) {
      expect(verdicts.get(call)!.mark).toBe('fail');
      expect(line(verdicts, call)).toContain('it was "<br /> <b>Fatal error</b>: Uncaught Error in /var/www/site.php"): the visitor would see "The server sent an unexpected answer. Please try again later." ✗');
    }
    expect(line(verdicts, 'claim')).toContain('(The answer is not valid JSON;');
    expect(line(verdicts, 'review')).toContain('(The review answer is a PHP error;');
    expect(line(verdicts, 'short-url')).toContain('(The answer is not valid JSON;');
  });

  it('fails a call whose connection drops, and judges the QA dancers as the favorite widget reads them', async () => {
    await demo.scenario('favorite', 'network');
    expect(line(await check({ calls: ['favorite'] }), 'favorite')).toBe(
      'favorite: no answer (the server could not be reached or took too long): the visitor would see "Could not reach the server. Check your connection and try again." ✗',
    );
    expect(line(await check({ calls: ['favorite'], dancerId: 9001 }), 'favorite')).toContain('answered nothing (read as 0): the button would show no favorite');
    expect(line(await check({ calls: ['favorite'], dancerId: 9002 }), 'favorite')).toBe('favorite: STATUS error with MESSAGE list; CODE names "follow": 1 error toast ✓');
    expect(line(await check({ calls: ['favorite'], dancerId: 9003 }), 'favorite')).toBe(
      'favorite: answer is not what the widget reads (it was "{\\"STATUS\\":\\"error\\",\\"MESSAGE\\":\\"\\"}"): the visitor would see "The server sent an unexpected answer. Please try again later." ✗',
    );
  });

  it('sends nothing when a call is unknown, lacks its input or has values its widget would refuse', async () => {
    await expect(check({ calls: ['favourite', 'shorturl'] })).rejects.toThrow(
      /unknown call "favourite" \(did you mean "favorite"\?\)[^\n]*\nunknown call "shorturl" \(did you mean "short-url"\?\)/,
    );
    await expect(check({ calls: ['reply'], reviewId: undefined })).rejects.toThrow('reply needs --review-id');
    await expect(check({ calls: ['claim'], fields: { visitor: 'not-an-address' } })).rejects.toThrow(
      /^claim: the widget would not send these fields: visitor: .+ \(give --field NAME=VALUE\)$/,
    );
    await expect(check({ calls: ['report'], reportIssue: '3' })).rejects.toThrow(UsageError);
    await expect(check({ calls: [] })).rejects.toThrow(/name the calls to send with --calls/);
    const log = (await (await demo.get('/__requests')).json()) as unknown[];
    expect(log).toEqual([]);
  });

  it('is the package bin: --json for tools, exit 1 when a widget would fail', async () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { bin: Record<string, string>; scripts: Record<string, string> };
    expect(packageJson.bin['directory-widgets-check-server']).toBe('bin/directory-widgets-check-server.mjs');
    expect(packageJson.scripts['check-server']).toBe('node bin/directory-widgets-check-server.mjs');
    const page = `${demo.origin()}/profile.html`;

    // One run (starting tsx is slow on a busy machine): the usage errors are tested above, in-process.
    await demo.scenario('favorite', 'http-500');
    const run = await runBin([page, '--calls', 'favorite,short-url', '--dancer-id', '42', '--json']);
    expect(run.code).toBe(1);
    const verdicts = JSON.parse(run.stdout) as Verdict[];
    expect(verdicts.map((verdict) => [verdict.call, verdict.mark])).toEqual([
      ['page', 'ok'],
      ['favorite', 'fail'],
      ['short-url', 'ok'],
    ]);
    expect(verdicts[1]).toMatchObject({ request: 'POST /profile.html follow=1&dancer_id=42', status: 500 });
  }, 60_000);
});

const BIN = fileURLToPath(new URL('../../../bin/directory-widgets-check-server.mjs', import.meta.url));

/** Runs the command without blocking this process, which serves the demo site it calls. */
function runBin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}
