import { describe, expect, it } from 'vitest';
import { CATALOGUE_END, CATALOGUE_START, readCatalogue, replaceCatalogue } from '../../../scripts/docs/readme-catalogue.ts';

const readme = `# Title\n\n## Widget catalogue\n\n${CATALOGUE_START}\nold text\n${CATALOGUE_END}\n\n## Performance\n\nOther helpers' prose.\n`;

describe('the widget catalogue markers', () => {
  it('replace only the text between them, keeping every other byte of the file', () => {
    const updated = replaceCatalogue(readme, 'new text\n');
    expect(updated).toBe(`# Title\n\n## Widget catalogue\n\n${CATALOGUE_START}\nnew text\n${CATALOGUE_END}\n\n## Performance\n\nOther helpers' prose.\n`);
    expect(readCatalogue(updated)).toBe('new text\n');
  });

  it('are required once, and a file without them is refused with a message naming them', () => {
    expect(() => replaceCatalogue('# Title\n', 'x')).toThrow(CATALOGUE_START);
    expect(() => readCatalogue(`${readme}${CATALOGUE_START}\n`)).toThrow(CATALOGUE_END);
  });
});
