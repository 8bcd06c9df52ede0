import { afterEach, describe, expect, it } from 'vitest';
import { readFormValues } from '../../../../shared/forms/read-form-values.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('readFormValues', () => {
  it('reads text values by name as the browser would submit them', () => {
    document.body.innerHTML = `<form>
      <input name="name" value=" Ann ">
      <textarea name="email_content">Hello</textarea>
      <input type="hidden" name="review_id" value="7">
      <input type="radio" name="issue" value="1"><input type="radio" name="issue" value="3" checked>
      <input type="checkbox" name="agree" value="yes">
      <input name="off" value="x" disabled>
      <input name="tag" value="first"><input name="tag" value="second">
    </form>`;
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    expect(readFormValues(form)).toEqual({ name: ' Ann ', email_content: 'Hello', review_id: '7', issue: '3', tag: 'first' });
  });

  it('gives an empty object for an empty form', () => {
    expect(readFormValues(document.createElement('form'))).toEqual({});
  });
});
