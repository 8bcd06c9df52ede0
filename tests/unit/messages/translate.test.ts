import { afterEach, describe, expect, it } from 'vitest';
import { messagesFrom } from '../../../shared/messages/translate.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';

const group = {
  greeting: 'Hello {name}, you have {count} messages',
  plain: 'Nothing to fill',
  repeated: '{n} + {n}',
} as const;

afterEach(() => {
  resetPage();
});

describe('messagesFrom', () => {
  it('gives the group default of a key', () => {
    expect(messagesFrom(group)('plain')).toBe('Nothing to fill');
  });

  it('fills {placeholders} with text and numbers, every time they occur', () => {
    const t = messagesFrom(group);

    expect(t('greeting', { name: 'Anna', count: 3 })).toBe('Hello Anna, you have 3 messages');
    expect(t('repeated', { n: 0 })).toBe('0 + 0');
  });

  it('keeps a placeholder it has no value for', () => {
    expect(messagesFrom(group)('greeting', { name: 'Anna' })).toBe('Hello Anna, you have {count} messages');
  });

  it('does not read placeholders from the prototype of the values', () => {
    expect(messagesFrom({ odd: 'x {constructor} y' })('odd', {})).toBe('x {constructor} y');
  });

  it('prefers the page config override of a key, filling its placeholders', () => {
    setPageConfig({ messages: { greeting: 'Bonjour {name} ({count})' } });

    const t = messagesFrom(group);

    expect(t('greeting', { name: 'Anna', count: 2 })).toBe('Bonjour Anna (2)');
    expect(t('plain')).toBe('Nothing to fill');
  });

  it('shows the key itself for a key missing everywhere, so the gap is visible', () => {
    const t = messagesFrom(group as Readonly<Record<string, string>>);

    expect(t('notAKey')).toBe('notAKey');
  });
});
