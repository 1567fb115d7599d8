import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrors, inScreenWords } from './field-errors';

const labels = { identifier: 'Handle', appPassword: 'App password' };
const refused = (message: string) => new ApiError(message, 'invalid_input', 400);

describe('fieldErrors', () => {
  it('puts each part of a refusal beside the field it names, in the field’s own words', () => {
    expect(
      fieldErrors(
        refused(
          'identifier must be your Bluesky handle or e-mail; appPassword: Bluesky refused it; check both.',
        ),
        labels,
      ),
    ).toEqual({
      byField: {
        identifier: 'Handle must be your Bluesky handle or e-mail',
        appPassword: 'Bluesky refused it; check both.',
      },
      rest: null,
    });
  });

  it('keeps for the whole form what names no field, and every failure that is not a 400', () => {
    expect(fieldErrors(refused('sandbox: offered only on a local server'), labels)).toEqual({
      byField: {},
      rest: 'sandbox: offered only on a local server',
    });
    expect(fieldErrors(new ApiError('Too many connects', 'rate_limited', 429), labels)).toEqual({
      byField: {},
      rest: 'Too many connects',
    });
    expect(fieldErrors(null, labels)).toEqual({ byField: {}, rest: null });
  });
});

describe('inScreenWords', () => {
  it('says the API’s wording for programs with the field’s label, and keeps what it does not know', () => {
    expect(inScreenWords(' (the description) must not be empty', 'Thread Description')).toBe(
      'Thread Description is empty: write something here.',
    );
    expect(inScreenWords(' must be at most 2000 characters', 'Tweet Description')).toBe(
      'Tweet Description is too long: keep it to 2,000 characters.',
    );
    expect(inScreenWords(' must be your Bluesky handle', 'Handle')).toBe(
      'Handle must be your Bluesky handle',
    );
  });
});
