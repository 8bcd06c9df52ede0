// `npx directory-widgets-check-server PAGE-URL --calls favorite,claim,... [options] [--json]` (also
// `npm run check-server -- ...`): sends the listed calls of spec §7 the way the widgets send them
// and prints, one line per call, what a widget would do with each answer (docs/server-check.md).
// Exit 0: every answer works in the widgets; 1: at least one would fail; 2: the command line is
// unusable (nothing was sent).
import { parseArgs } from 'node:util';
import { CALL_NAMES, checkServer, UsageError, type CheckServerOptions } from './check-server.ts';
import { formatVerdict } from './verdict.ts';

const USAGE = `usage: directory-widgets-check-server PAGE-URL --calls NAME,NAME,... [options] [--json]
  calls: ${CALL_NAMES.join(', ')} (only those listed are sent: some change data)
  --dancer-id N    favorite, reply, report     --review-id N   review, reply
  --term TEXT      suggestions                 --country-id N  geo-cities
  --city-id N      geo-clubs, geo-areas        --report-issue 1..4 (default 1)
  --field NAME=VALUE  a form field's value instead of the sample (repeatable)
  --cookie 'name=value; ...'  sent with every request (a logged-in session)
  --json           a JSON array of verdicts instead of lines`;

function fail(message: string): never {
  console.error(`directory-widgets-check-server: ${message}\n${USAGE}`);
  process.exit(2);
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,14}$/.test(value)) fail(`--${name} must be a positive whole number, found ${JSON.stringify(value)}`);
  return Number(value);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      calls: { type: 'string' },
      'dancer-id': { type: 'string' },
      'review-id': { type: 'string' },
      term: { type: 'string' },
      'country-id': { type: 'string' },
      'city-id': { type: 'string' },
      'report-issue': { type: 'string' },
      field: { type: 'string', multiple: true },
      cookie: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(positionals.length === 0 ? 'give the page URL' : `one page URL, found ${positionals.length}`);
const fields: Record<string, string> = {};
for (const item of values.field ?? []) {
  const equals = item.indexOf('=');
  if (equals < 1) fail(`--field takes NAME=VALUE, found ${JSON.stringify(item)}`);
  fields[item.slice(0, equals)] = item.slice(equals + 1);
}
const options: CheckServerOptions = {
  pageUrl: positionals[0]!,
  calls: (values.calls ?? '').split(',').map((name) => name.trim()).filter(Boolean),
  dancerId: wholeNumber('dancer-id', values['dancer-id']),
  reviewId: wholeNumber('review-id', values['review-id']),
  term: values.term,
  countryId: wholeNumber('country-id', values['country-id']),
  cityId: wholeNumber('city-id', values['city-id']),
  reportIssue: values['report-issue'],
  fields,
  cookie: values.cookie,
};

try {
  const verdicts = await checkServer(options);
  if (values.json) console.log(JSON.stringify(verdicts, null, 2));
  else for (const verdict of verdicts) console.log(formatVerdict(verdict));
  process.exit(verdicts.some((verdict) => verdict.mark === 'fail') ? 1 : 0);
} catch (error) {
  if (error instanceof UsageError) fail(error.message);
  throw error;
}
