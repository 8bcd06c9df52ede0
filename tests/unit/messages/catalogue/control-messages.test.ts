import { describe, expect, it } from 'vitest';
import { controlMessages } from '../../../../shared/messages/catalogue/control-messages.ts';

describe('controlMessages', () => {
  it('names the shared controls', () => {
    expect(controlMessages).toEqual({
      closeLabel: 'Close',
      loading: 'Loading…',
      partLoadFailed: 'This part of the page could not be loaded. Check your connection and try again.',
    });
  });
});
