/** Messages of the catalogue: ad slots. */
export const adMessages = {
  // Frames on one page need distinct names (WCAG 4.1.2, axe frame-title-unique); the zone is the
  // one thing that differs between slots.
  adFrameTitle: 'Advertisement {zone}',
} as const;
