import { describe, expect, it } from 'vitest';
import {
  ApiBlockedError,
  ApiBusinessError,
  ApiError,
  ApiHttpError,
  ApiResponseShapeError,
  ApiTimeoutError,
} from './api-errors';

describe('api errors', () => {
  it('are all ApiError and Error, with their own name and data', () => {
    const errors = [
      new ApiTimeoutError('/api/x', 10_000),
      new ApiHttpError(500, '/api/x', 'oops'),
      new ApiBlockedError('captcha', '/api/x'),
      new ApiResponseShapeError([]),
      new ApiBusinessError(500, 'bad'),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
    }
    expect(errors.map((e) => e.name)).toEqual([
      'ApiTimeoutError',
      'ApiHttpError',
      'ApiBlockedError',
      'ApiResponseShapeError',
      'ApiBusinessError',
    ]);
    expect(errors[0]).toMatchObject({ timeoutMs: 10_000, url: '/api/x' });
    expect(errors[1]).toMatchObject({ status: 500 });
    expect(errors[2]).toMatchObject({ kind: 'captcha' });
  });
});
