import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../scripts/docs/readme-catalogue.ts';
import { generateWidgetCatalogue, projectDir } from '../../../scripts/docs/generate-widget-catalogue.ts';
import { allMessages } from '../../../shared/messages/all-messages.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

describe('the widget catalogue (docs/widgets.md)', () => {
  it('is what `npm run docs` generates from the code', async () => {
    const readme = readFileSync(join(projectDir, 'docs', 'widgets.md'), 'utf8');
    const generated = await generateWidgetCatalogue();
    expect(readCatalogue(readme), 'docs/widgets.md\'s widget catalogue is stale: run `npm run docs` and commit docs/widgets.md.').toBe(generated);
  });

  it('has a section per registered widget with its root name, and shows the contract\'s names', async () => {
    const catalogue = await generateWidgetCatalogue();
    for (const name of Object.keys(widgetRegistry)) expect(catalogue).toContain(`#### \`${name}\`\n`);
    for (const name of ['claimModal', 'shareModal', 'replyReviewModal', 'reportModal', 'reviewModal', 'data-gallery-first', 'verifyProfileIntro']) {
      expect(catalogue).toContain(name);
    }
    expect(catalogue).toContain('| `data-dancer-id` | number | **required** | expected a positive whole number |');
    expect(catalogue).toContain('| `widgets:favorite:change` |');
    expect(catalogue).toContain('| `widgets:unmounted` |');
  });

  it("shows every modal the same way: its empty root, and triggers with aria-controls and aria-haspopup=\"dialog\"", async () => {
    const catalogue = await generateWidgetCatalogue();
    const modals = { 'claim-modal': 'claimModal', 'share-modal': 'shareModal', 'review-modal': 'reviewModal', 'reply-modal': 'replyReviewModal', 'report-modal': 'reportModal' };
    for (const [name, id] of Object.entries(modals)) {
      const section = catalogue.slice(catalogue.indexOf(`#### \`${name}\`\n`)).split('\n#### ')[0]!;
      expect(section, name).toMatch(new RegExp(`Root: \`<div data-widget="${name}"( data-dancer-id="ID")?></div>\`, \\*\\*empty\\*\\*`));
      expect(section, name).toContain(`<button type="button" aria-controls="${id}" aria-haspopup="dialog"`);
    }
    expect(catalogue).toContain('data-favorite="1"><button type="button" class="btn favorite-button btn-outline-danger" disabled>');
    expect(catalogue).toContain('<button type="button" data-gallery-first>');
  });

  it('lists every page config setting and every message key with its English text', async () => {
    const catalogue = await generateWidgetCatalogue();
    for (const key of ['endpoints.searchSuggestions', 'endpoints.geoZones', 'endpoints.changeAgencyInfo', 'endpoints.phoneReports', 'cookieDomain', 'adFrameUrl', 'requestTimeoutMs', 'messages']) {
      expect(catalogue).toContain(`| \`${key}\` |`);
    }
    for (const key of Object.keys(allMessages())) expect(catalogue).toContain(`| \`${key}\` |`);
    expect(catalogue).toContain('| `addToFavorites` | Add to favorites |');
  });
});
