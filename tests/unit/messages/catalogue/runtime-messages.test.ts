import { describe, expect, it } from 'vitest';
import { runtimeMessages } from '../../../../shared/messages/catalogue/runtime-messages.ts';

describe('runtimeMessages', () => {
  it('names the note beside a failed root\'s disabled controls', () => {
    expect(runtimeMessages).toEqual({
      rootFailed: 'This part of the page could not be loaded. Reload the page to try again.',
    });
  });
});
