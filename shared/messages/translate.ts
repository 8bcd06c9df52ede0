import { getPageConfig } from '../config/page-config.ts';
import type { MessageParams } from './all-messages.ts';

/** A group of the catalogue: message keys to their English defaults. */
export type MessageGroup = Readonly<Record<string, string>>;

/**
 * Returns a translator for one catalogue group: `t(key, params)` gives the page config's override
 * of `key` or the group's default, with `{name}` placeholders filled.
 */
export function messagesFrom<Group extends MessageGroup>(group: Group) {
  return (key: keyof Group & string, params: MessageParams = {}): string => {
    const template = getPageConfig().messages[key] ?? group[key] ?? key;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    );
  };
}
