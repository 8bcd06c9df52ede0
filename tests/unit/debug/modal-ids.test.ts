import { describe, expect, it } from 'vitest';
import { MODAL_IDS } from '../../../shared/debug/widget-rules.ts';
import { CLAIM_MODAL_ID } from '../../../widgets/claim-modal/claim-modal-id.ts';
import { REPLY_MODAL_ID } from '../../../widgets/reply-modal/reply-modal-id.ts';
import { REPORT_MODAL_ID } from '../../../widgets/report-modal/report-modal-id.ts';
import { REVIEW_MODAL_ID } from '../../../widgets/review-modal/review-modal-id.ts';
import { SHARE_MODAL_ID } from '../../../widgets/share-modal/share-modal-id.ts';

// The debug chunk cannot import the widgets' id modules: the build would split each id into a chunk
// of its own that every modal's page then fetches. So the checks keep their own table, held equal
// to the widgets' ids here.
describe('the modal ids the debug mode and the template checker know', () => {
  it('are the ids the modal widgets open', () => {
    expect(MODAL_IDS).toEqual({
      'claim-modal': CLAIM_MODAL_ID,
      'share-modal': SHARE_MODAL_ID,
      'reply-modal': REPLY_MODAL_ID,
      'report-modal': REPORT_MODAL_ID,
      'review-modal': REVIEW_MODAL_ID,
    });
  });
});
