import { describe, expect, it } from 'vitest';
import { AD_SLOT_SIZES, MOBILE_MAX_WIDTH_PX } from '../../../shared/constants.ts';

describe('AD_SLOT_SIZES (spec §2)', () => {
  it('has the mobile sizes 320x100 and 320x250 and the desktop sizes 728x90, 950x250 and 250x250, and no other', () => {
    expect(AD_SLOT_SIZES).toEqual({
      '320x100': { width: 320, height: 100, device: 'mobile' },
      '320x250': { width: 320, height: 250, device: 'mobile' },
      '728x90': { width: 728, height: 90, device: 'desktop' },
      '950x250': { width: 950, height: 250, device: 'desktop' },
      '250x250': { width: 250, height: 250, device: 'desktop' },
    });
  });

  it('names each size after its width and height', () => {
    for (const [name, { width, height }] of Object.entries(AD_SLOT_SIZES)) expect(name).toBe(`${width}x${height}`);
  });

  it('fits every mobile ad within the mobile breakpoint of 575.98px', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(575.98);
    for (const { width, device } of Object.values(AD_SLOT_SIZES)) if (device === 'mobile') expect(width).toBeLessThanOrEqual(MOBILE_MAX_WIDTH_PX);
  });
});
