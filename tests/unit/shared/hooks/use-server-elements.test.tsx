import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, screen } from '@testing-library/react';
import { useServerElements } from '../../../../shared/hooks/use-server-elements.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

describe('useServerElements', () => {
  it('finds every matching server element at mount in document order, and keeps that list', () => {
    document.body.insertAdjacentHTML('beforeend', '<section aria-label="Steps"><div role="region" aria-label="One"></div><div role="region" aria-label="Two"></div></section>');
    const root = screen.getByRole('region', { name: 'Steps' });
    const { result, rerender } = renderHook(() => useServerElements(root, '[role="region"]'));
    const first = result.current;
    expect(first).toEqual([screen.getByRole('region', { name: 'One' }), screen.getByRole('region', { name: 'Two' })]);
    root.append(document.createElement('div'));
    rerender();
    expect(result.current).toBe(first);
  });

  it('is empty without a root or a match', () => {
    const { result } = renderHook(() => [useServerElements(null, 'div'), useServerElements(document.body, 'dialog')]);
    expect(result.current).toEqual([[], []]);
  });
});
