import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reviewModalMessages } from '../../../shared/messages/catalogue/review-modal-messages.ts';
import reviewWidget from '../../../widgets/review-modal/index.ts';
import { REVIEW_MODAL_ID } from '../../../widgets/review-modal/review-modal-id.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

describe('the review-modal widget definition', () => {
  it('is named review-modal, takes no options and renders the contract\'s reviewModal', () => {
    expect(reviewWidget.name).toBe('review-modal');
    expect(v.safeParse(reviewWidget.options, {}).success).toBe(true);
    expect(REVIEW_MODAL_ID).toBe('reviewModal');
  });

  it('is the chunk the registry loads for data-widget="review-modal"', async () => {
    await expect(widgetRegistry['review-modal']?.()).resolves.toMatchObject({ default: reviewWidget });
  });

  it('has its own texts in the catalogue', () => {
    expect(reviewModalMessages).toEqual({ reviewTitle: 'Review', reviewRetry: 'Try again' });
  });
});
