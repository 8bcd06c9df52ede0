import { lastValue } from '../http/params-record.ts';
import type { FieldIssue } from './answers.ts';

/** Checks one trimmed field value; returns the message when the value breaks the rule. */
export type FieldRule = (value: string) => string | null;

/** Rejects an empty value. */
export function required(message: string): FieldRule {
  return (value) => (value === '' ? message : null);
}

/** Rejects a value shorter than `min` characters (code points, as PHP's mb_strlen counts). */
export function minLength(min: number, message: string): FieldRule {
  return (value) => ([...value].length < min ? message : null);
}

/** Rejects a value longer than `max` characters. */
export function maxLength(max: number, message: string): FieldRule {
  return (value) => ([...value].length > max ? message : null);
}

const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[a-z]{2,}$/i;

/** Rejects a value that is not an e-mail address (the shape PHP's FILTER_VALIDATE_EMAIL accepts, roughly). */
export function email(message: string): FieldRule {
  return (value) => (EMAIL.test(value) ? null : message);
}

/** Rejects a value that does not match `pattern`. */
export function matches(pattern: RegExp, message: string): FieldRule {
  return (value) => (pattern.test(value) ? null : message);
}

/**
 * Runs each field's rules in order and reports the first broken rule of every field, in the
 * order the rules list the fields (the order the form shows them).
 */
export function checkFields(fields: URLSearchParams, rules: Readonly<Record<string, readonly FieldRule[]>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [code, fieldRules] of Object.entries(rules)) {
    const value = lastValue(fields, code);
    for (const rule of fieldRules) {
      const message = rule(value);
      if (message !== null) {
        issues.push({ code, message });
        break;
      }
    }
  }
  return issues;
}
