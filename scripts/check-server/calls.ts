import * as v from 'valibot';
import { ClaimFormSchema } from '../../widgets/claim-modal/claim-form-schema.ts';
import { ShareFormSchema } from '../../widgets/share-modal/share-form-schema.ts';
import { ReplyFormSchema } from '../../widgets/reply-modal/reply-form-schema.ts';
import { ReportFormSchema } from '../../widgets/report-modal/report-form-schema.ts';
import { reportUrl } from '../../widgets/report-modal/report-url.ts';
import { readReportAnswer } from '../../widgets/report-modal/report-answer.ts';
import { sendFavoriteToggle } from '../../widgets/favorite/send-favorite-toggle.ts';
import { parseShortUrlAnswer } from '../../widgets/share-modal/short-url-answer.ts';
import { fetchReviewHtml } from '../../widgets/review-modal/fetch-review-html.ts';
import { ReviewErrorAnswer } from '../../widgets/review-modal/review-answer.ts';
import { loadSuggestions } from '../../widgets/search-suggestions/combobox/load-suggestions.ts';
import { fetchGeoOptions } from '../../widgets/geo-select/fetch-geo-options.ts';
import { flatOptions } from '../../widgets/geo-select/parse-option-markup.ts';
import { sendAgencyInfo } from '../../widgets/agency-form/send-agency-info.ts';
import { agencyNameProblem, agencyPhoneProblem } from '../../widgets/agency-form/validate-agency-fields.ts';
import { getPageConfig } from '../../shared/config/page-config.ts';
import { profileLink } from '../../shared/forms/profile-link.ts';
import { findFormAnswer, parseFormAnswer, parseJsonOrUndefined } from '../../shared/http/form-answer.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { agencyMessages } from '../../shared/messages/catalogue/agency-messages.ts';
import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { reportModalMessages } from '../../shared/messages/catalogue/report-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { SUGGESTIONS_MIN_CHARS } from '../../shared/constants.ts';
import { failedCall, failedOutcome, formAnswerFinding, snippet, type Finding } from './verdict.ts';
import type { Exchange } from './page-world.ts';

/** What the user gave on the command line for the calls. */
export interface CallInputs {
  readonly dancerId?: number;
  readonly reviewId?: number;
  readonly term?: string;
  readonly countryId?: number;
  readonly cityId?: number;
  /** The report's issue, `1` to `4` (default 1). */
  readonly reportIssue?: string;
  /** `--field NAME=VALUE`: replaces the sample value of that field in every call that sends it. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** The inputs a call cannot be sent without, by their command-line option. */
type Need = '--dancer-id' | '--review-id' | '--term' | '--country-id' | '--city-id';

/** A call whose inputs are checked: `send` runs it the way its widget does and judges the answer. */
export type PreparedCall = (signal: AbortSignal, lastExchange: () => Exchange | undefined) => Promise<Finding>;

/** One call of spec §7. `prepare` returns the reason the inputs cannot be sent (what the widget would refuse), or the call. */
interface CallCheck {
  readonly needs: readonly Need[];
  prepare(inputs: CallInputs): PreparedCall | string;
}

// Sample values a visitor could type: each passes the widget's own schema before it is sent, as the
// widget validates before posting; `--field` replaces any of them.
const SAMPLES: Readonly<Record<string, string>> = {
  name: 'Contract Check',
  visitor: 'contract-check@example.com',
  phone: '5550101010',
  user_name: 'Contract Check',
  friend_email: 'contract-check@example.com',
  email_content: 'A check of the share call by directory-widgets-check-server: please ignore.',
  reply_text: 'A check of the reply call by directory-widgets-check-server, sent on purpose: please ignore it.',
  agency_name: 'Contract Check',
  agency_phone: '5550101010',
};

function valuesFor(names: readonly string[], inputs: CallInputs, given: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, inputs.fields?.[name] ?? given[name] ?? SAMPLES[name] ?? '']));
}

function schemaProblem(result: v.SafeParseResult<v.GenericSchema>): string {
  if (result.success) return '';
  const issue = result.issues[0];
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return `the widget would not send these fields: ${path ? `${path}: ` : ''}${issue.message} (give --field NAME=VALUE)`;
}

/**
 * A form modal's call (claim, share, reply): the values pass the widget's schema, are posted to the
 * current page with `profile_link`, and the STATUS/MESSAGE/CODE answer is read by parseFormAnswer,
 * as the modals' `send` does (ClaimModal.tsx and the others).
 */
function formModalCall(schema: v.ObjectSchema<v.ObjectEntries, undefined>, given: (inputs: CallInputs) => Record<string, string>, onSuccess: string) {
  return (inputs: CallInputs): PreparedCall | string => {
    const fieldNames = Object.keys(schema.entries);
    const result = v.safeParse(schema, valuesFor(fieldNames, inputs, given(inputs)));
    if (!result.success) return schemaProblem(result);
    return async (signal, lastExchange) => {
      try {
        const text = await postForm(currentPageUrl(), { ...(result.output as Record<string, string>), profile_link: profileLink() }, { signal });
        return formAnswerFinding(parseFormAnswer(text), fieldNames, onSuccess);
      } catch (error) {
        return failedCall(error, lastExchange());
      }
    };
  };
}

const favoriteText = messagesFrom(favoriteMessages);
const agencyText = messagesFrom(agencyMessages);
const reportText = messagesFrom(reportModalMessages);

/** Every call the check can send, by the name `--calls` takes, in spec §7's order. */
export const CALL_CHECKS: Readonly<Record<string, CallCheck>> = {
  'geo-cities': {
    needs: ['--country-id'],
    prepare: ({ countryId }) => geoCall({ get: 'cities', country_id: String(countryId) }, false, 'the city list'),
  },
  'geo-clubs': {
    needs: ['--city-id'],
    prepare: ({ cityId }) => geoCall({ get: 'clubs', city_id: String(cityId) }, false, 'the club list (spec §7 does not show its use)'),
  },
  'geo-areas': {
    needs: ['--city-id'],
    prepare: ({ cityId }) => geoCall({ get: 'cities_area', city_id: String(cityId) }, true, 'the area list'),
  },
  'agency-info': {
    needs: [],
    prepare(inputs) {
      const { agency_name, agency_phone } = valuesFor(['agency_name', 'agency_phone'], inputs);
      const problem = agencyNameProblem(agency_name ?? '') ?? agencyPhoneProblem(agency_phone ?? '');
      if (problem) return `the widget would not send these fields: ${agencyText(problem)} (give --field agency_name=… or agency_phone=…)`;
      return async (signal, lastExchange) => {
        const outcome = await sendAgencyInfo({ agency_name: agency_name ?? '', agency_phone: agency_phone ?? '' }, signal);
        if (outcome.kind !== 'answer') return failedOutcome(outcome, lastExchange());
        const answered = `answered ${snippet(lastExchange()?.text)}`;
        if (outcome.answer === 'name-taken') return { mark: 'ok', answer: answered, effect: `"${agencyText('agencyNameTaken')}" under the name field` };
        if (outcome.answer === 'phone-taken') return { mark: 'ok', answer: answered, effect: `"${agencyText('agencyPhoneTaken')}" under the phone field` };
        return { mark: 'ok', answer: answered, effect: `read as saved: "${agencyText('agencyInfoChanged')}" (any text but the two tokens means success)` };
      };
    },
  },
  suggestions: {
    needs: ['--term'],
    prepare: ({ term = '' }) => {
      if (term.trim().length < SUGGESTIONS_MIN_CHARS) return `the widget asks only from ${SUGGESTIONS_MIN_CHARS} typed characters: give a longer --term`;
      return async (signal, lastExchange) => {
        try {
          const items = await loadSuggestions(term, signal);
          const sent = parseJsonOrUndefined(lastExchange()?.text ?? '');
          const count = Array.isArray(sent) ? sent.length : items.length;
          const dropped = count - items.length;
          const answer = `a JSON list of ${count} item${count === 1 ? '' : 's'}`;
          const effect = items.length === 0 ? 'no suggestion would show' : `the list would show ${items.length} suggestion${items.length === 1 ? '' : 's'}`;
          if (dropped === 0) return { mark: 'ok', answer, effect };
          return { mark: 'warning', answer, effect: `${effect}; ${dropped} dropped (not an object, a field that is not text or number, or neither label nor value)` };
        } catch (error) {
          return failedCall(error, lastExchange());
        }
      };
    },
  },
  favorite: {
    needs: ['--dancer-id'],
    prepare: ({ dancerId = 0 }) =>
      async (signal, lastExchange) => {
        const outcome = await sendFavoriteToggle(dancerId, signal);
        if (outcome.kind === 'failed' || outcome.kind === 'aborted') return failedOutcome(outcome, lastExchange());
        if (outcome.kind === 'refused') return formAnswerFinding(outcome.answer, null, '');
        const label = favoriteText(outcome.favorite ? 'removeFromFavorites' : 'addToFavorites');
        const answered = lastExchange()?.text?.trim() ? `answered ${snippet(lastExchange()?.text)}` : 'answered nothing (read as 0)';
        return {
          mark: 'ok',
          answer: answered,
          effect: `the button would show ${outcome.favorite ? 'a favorite' : 'no favorite'} ("${label}"); the call toggles: send it again to undo`,
        };
      },
  },
  claim: {
    needs: [],
    prepare: formModalCall(ClaimFormSchema, () => ({}), 'the modal would close and its form reset'),
  },
  share: {
    needs: [],
    prepare: formModalCall(ShareFormSchema, () => ({}), 'the modal would close and its form reset'),
  },
  'short-url': {
    needs: [],
    prepare: () => async (signal, lastExchange) => {
      try {
        const answer = parseShortUrlAnswer(await postForm(currentPageUrl(), { getShortUrl: 1 }, { signal }));
        if ('url' in answer) return { mark: 'ok', answer: `{"url": ${JSON.stringify(answer.url)}}`, effect: 'the share modal would show and copy it' };
        const finding = formAnswerFinding(answer.error, null, '');
        return { ...finding, effect: `${finding.effect}; the link stays empty and is asked again at the next opening` };
      } catch (error) {
        return failedCall(error, lastExchange(), 'expected {"url": "http(s)://…"} or a STATUS error');
      }
    },
  },
  review: {
    needs: ['--review-id'],
    prepare: ({ reviewId = 0 }) => async (signal, lastExchange) => {
      try {
        const html = await fetchReviewHtml(reviewId, signal);
        const length = lastExchange()?.text?.length ?? 0;
        return { mark: 'ok', answer: `${length} characters of HTML`, effect: `the review modal would show it (${html.length} characters once sanitised)` };
      } catch (error) {
        if (!(error instanceof ReviewErrorAnswer)) return failedCall(error, lastExchange());
        const answer = findFormAnswer(lastExchange()?.text?.trim() ?? '');
        const finding = answer ? formAnswerFinding(answer, null, '') : null;
        return { mark: finding?.mark ?? 'ok', answer: finding?.answer ?? 'a STATUS error', effect: `the review modal would show the server's reason: ${error.messages.map((m) => JSON.stringify(m)).join(', ') || '(none: the generic message)'}` };
      }
    },
  },
  reply: {
    needs: ['--dancer-id', '--review-id'],
    prepare: formModalCall(
      ReplyFormSchema,
      ({ reviewId, dancerId }) => ({ review_id: String(reviewId), dancer_id: String(dancerId) }),
      'the form would reset and the page reload at the reviews',
    ),
  },
  report: {
    needs: ['--dancer-id'],
    prepare({ dancerId = 0, reportIssue = '1', fields = {} }) {
      const result = v.safeParse(ReportFormSchema, { issue: reportIssue, ...(fields.other === undefined ? {} : { other: fields.other }) });
      if (!result.success) return schemaProblem(result);
      const values = result.output;
      return async (signal, lastExchange) => {
        try {
          const url = reportUrl(getPageConfig().endpoints.phoneReports, dancerId, values.issue);
          const sent: Record<string, string> = { issue: values.issue };
          if ('other' in values) sent.other = values.other;
          const text = await postForm(url, sent, { signal });
          const answer = readReportAnswer(text, reportText('reportReceived'));
          if (findFormAnswer(text.trim()) === null) {
            return { mark: 'ok', answer: `answered ${snippet(text)} (no STATUS)`, effect: `read as success: the toast "${reportText('reportReceived')}"; the modal would close` };
          }
          return formAnswerFinding(answer, ['issue', 'other'], 'the modal would close and its form reset');
        } catch (error) {
          return failedCall(error, lastExchange());
        }
      };
    },
  },
};

function geoCall(fields: Record<string, string>, blankMeansEmpty: boolean, list: string): PreparedCall {
  return async (signal, lastExchange) => {
    try {
      const items = await fetchGeoOptions(fields, blankMeansEmpty, signal);
      if (items.length === 0) return { mark: 'ok', answer: 'answered nothing', effect: 'the area block would stay hidden' };
      const count = flatOptions(items).length;
      return { mark: 'ok', answer: `option markup with ${count} option${count === 1 ? '' : 's'}`, effect: `${list} would offer them` };
    } catch (error) {
      return failedCall(error, lastExchange());
    }
  };
}
