import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { choiceAttribute, flagAttribute, positiveIdAttribute, textAttribute } from '../../../shared/options/attribute-schemas.ts';
import { attributeName, readOptions } from '../../../shared/runtime/read-options.ts';
import type { RawOptions } from '../../../shared/runtime/widget-definition.ts';
import { createElementFromHtml } from '../support/dom-fixture.ts';

const ProfileOptions = v.object({
  dancerId: positiveIdAttribute(),
  favorite: flagAttribute(false),
  title: v.optional(textAttribute()),
  size: choiceAttribute(['small', 'large'], 'small'),
});

describe('attributeName', () => {
  it('turns a dataset key back into the kebab-case attribute the template wrote', () => {
    expect(attributeName('dancerId')).toBe('data-dancer-id');
    expect(attributeName('favorite')).toBe('data-favorite');
    expect(attributeName('adZoneIdMobile')).toBe('data-ad-zone-id-mobile');
  });
});

describe('readOptions', () => {
  it('converts valid attributes into typed options, applying defaults and ignoring data-widget', () => {
    const element = createElementFromHtml('<div data-widget="profile" data-widget-state="mounted" data-dancer-id="42" data-other="x"></div>');

    expect(readOptions(ProfileOptions, element)).toEqual({
      success: true,
      options: { dancerId: 42, favorite: false, size: 'small' },
    });
  });

  it('reads every attribute the schema knows', () => {
    const element = createElementFromHtml('<div data-dancer-id="7" data-favorite="1" data-title=" Hello " data-size="large"></div>');

    expect(readOptions(ProfileOptions, element)).toEqual({
      success: true,
      options: { dancerId: 7, favorite: true, title: 'Hello', size: 'large' },
    });
  });

  it('names each broken attribute in kebab-case with its rule and the value found', () => {
    const element = createElementFromHtml('<div data-dancer-id="4.2" data-favorite="yes" data-size="huge"></div>');

    expect(readOptions(ProfileOptions, element)).toEqual({
      success: false,
      problems: [
        'data-dancer-id expected a positive whole number, found "4.2"',
        'data-favorite expected "0" or "1", found "yes"',
        'data-size expected one of "small", "large", found "huge"',
      ],
    });
  });

  it('names a broken attribute once, by its first broken rule', () => {
    expect(readOptions(ProfileOptions, createElementFromHtml('<div data-dancer-id="12345678901234567890"></div>'))).toEqual({
      success: false,
      problems: ['data-dancer-id expected a positive whole number, found "12345678901234567890"'],
    });
  });

  it('says a missing required attribute is required, and that no attribute was found', () => {
    expect(readOptions(ProfileOptions, createElementFromHtml('<div data-widget="profile"></div>'))).toEqual({
      success: false,
      problems: ['data-dancer-id is required: expected a positive whole number, found no attribute'],
    });
  });

  it('leaves optional attributes without a default out of the options when absent', () => {
    const result = readOptions(ProfileOptions, createElementFromHtml('<div data-dancer-id="1"></div>'));

    expect(result.success && 'title' in result.options).toBe(false);
  });

  it('blames the data attributes as a whole when a rule spans several of them', () => {
    const schema = v.pipe(
      v.object({ from: v.string(), to: v.string() }),
      v.check((value) => value.from < value.to, 'need data-from before data-to'),
    );

    expect(readOptions(schema, createElementFromHtml('<div data-from="b" data-to="a"></div>'))).toEqual({
      success: false,
      problems: ['its data attributes need data-from before data-to, found no attribute'],
    });
  });

  it('gives an object schema only the attributes it names, reading no other data attribute', () => {
    const schema = v.object({ dancerId: v.string(), title: v.optional(v.string()) });
    const validate = vi.spyOn(schema['~standard'], 'validate');

    readOptions(schema, createElementFromHtml('<div data-widget="profile" data-dancer-id="7" data-other="x"></div>'));

    expect(validate).toHaveBeenCalledExactlyOnceWith({ dancerId: '7' });
  });

  it('gives a schema without its own keys (a union) every data attribute', () => {
    const schema = v.union([v.object({ kind: v.literal('a') }), v.object({ kind: v.literal('b'), size: v.string() })]);

    expect(readOptions(schema, createElementFromHtml('<div data-kind="b" data-size="large"></div>'))).toEqual({
      success: true,
      options: { kind: 'b', size: 'large' },
    });
  });

  it('refuses a schema that validates asynchronously', () => {
    const schema = v.objectAsync({}) as unknown as v.GenericSchema<RawOptions, unknown>;

    expect(readOptions(schema, createElementFromHtml('<div></div>'))).toEqual({
      success: false,
      problems: ['its schema must validate synchronously'],
    });
  });
});
