import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The favorite button's name while the profile is not a favorite. */
export const ADD = 'Add to favorites';

/** The favorite button's name while the profile is a favorite. */
export const REMOVE = 'Remove from favorites';

/** The favorite widget of dancer 42 on the profile page. */
export function favoriteRoot(page: Page): Locator {
  return page.locator('[data-widget~="favorite"][data-dancer-id="42"]');
}

/** The favorite button of dancer 42. */
export function favoriteButton(page: Page): Locator {
  return favoriteRoot(page).getByRole('button');
}

/** Expects the "Add to favorites" look: name, primary style, hollow heart. */
export async function expectNotFavorite(button: Locator): Promise<void> {
  await expect(button).toHaveAccessibleName(ADD);
  await expect(button).toHaveClass(/(^|\s)btn-primary(\s|$)/);
  await expect(button).not.toHaveClass(/btn-outline-danger/);
  await expect(button.locator('[aria-hidden="true"].favorite-heart-hollow')).toHaveText('\u2661');
  await expect(button.locator('.favorite-heart-solid')).toHaveCount(0);
}

/** Expects the "Remove from favorites" look: name, outline-danger style, solid heart. */
export async function expectFavorite(button: Locator): Promise<void> {
  await expect(button).toHaveAccessibleName(REMOVE);
  await expect(button).toHaveClass(/(^|\s)btn-outline-danger(\s|$)/);
  await expect(button).not.toHaveClass(/btn-primary/);
  await expect(button.locator('[aria-hidden="true"].favorite-heart-solid')).toHaveText('\u2665');
  await expect(button.locator('.favorite-heart-hollow')).toHaveCount(0);
}
