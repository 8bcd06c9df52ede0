import { CALL_KINDS } from '../../backend/call-kinds.ts';
import { OUTCOMES } from '../../backend/scenarios.ts';

const options = (values: readonly string[]) => values.map((value) => `<option value="${value}">${value}</option>`).join('\n            ');

/**
 * The profile pages' QA box: a form that sets the fake backend's next answer through
 * `/__scenario`, offering every call kind and every outcome.
 */
export function renderScenarioForm(): string {
  return `<details class="qa-box">
    <summary>QA: next server answer</summary>
    <form method="post" action="/__scenario" class="mt-3">
      <div class="form-row align-items-end">
        <div class="form-group col-sm-4">
          <label for="qa-call">Call</label>
          <select id="qa-call" name="call" class="form-control">
            ${options(CALL_KINDS)}
          </select>
        </div>
        <div class="form-group col-sm-3">
          <label for="qa-outcome">Outcome</label>
          <select id="qa-outcome" name="outcome" class="form-control">
            ${options(OUTCOMES)}
          </select>
        </div>
        <div class="form-group col-sm-2">
          <div class="form-check">
            <input class="form-check-input" type="checkbox" id="qa-sticky" name="sticky" value="1">
            <label class="form-check-label" for="qa-sticky">Sticky</label>
          </div>
        </div>
        <div class="form-group col-sm-3">
          <button type="submit" class="btn btn-primary">Set</button>
          <button type="submit" class="btn btn-outline-secondary" name="action" value="clear">Clear all</button>
        </div>
      </div>
    </form>
    <p class="mb-0">
      What each outcome does: <a href="/#qa">QA inputs</a>. Calls received: <a href="/__requests">/__requests</a>.
      Pending scenarios: <a href="/__scenario">/__scenario</a>.
    </p>
  </details>`;
}
