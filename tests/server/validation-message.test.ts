// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeSchemaError } from '../../server/src/domain/validation-message.ts';

describe('describeSchemaError', () => {
  it('turns schema errors into sentences that name the field', () => {
    const cases: Array<[Parameters<typeof describeSchemaError>[0], string]> = [
      [{ instancePath: '', keyword: 'required', params: { missingProperty: 'email' } }, 'email is required'],
      [
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'role' } },
        'role is not an accepted field',
      ],
      [
        { instancePath: '/email', keyword: 'format', params: { format: 'email' } },
        'email must be a valid email',
      ],
      [
        { instancePath: '/name', keyword: 'maxLength', params: { limit: 80 } },
        'name must be at most 80 characters',
      ],
      [{ instancePath: '/name', keyword: 'minLength', params: { limit: 1 } }, 'name must not be empty'],
      [{ instancePath: '/age', keyword: 'type', params: { type: 'integer' } }, 'age must be a integer'],
      [
        { instancePath: '/address/city', keyword: 'type', params: { type: 'string' } },
        'address.city must be a string',
      ],
      [{ instancePath: '', keyword: 'type', params: { type: 'object' } }, 'body must be an object'],
    ];
    for (const [error, message] of cases) expect(describeSchemaError(error).message).toBe(message);
  });
});
