import { describe, expect, it } from 'vitest';
import { adMessages } from '../../../../shared/messages/catalogue/ad-messages.ts';

describe('adMessages', () => {
  it('names each ad frame "Advertisement" with its zone, so that frames on one page have distinct names', () => {
    expect(adMessages).toEqual({ adFrameTitle: 'Advertisement {zone}' });
  });
});
