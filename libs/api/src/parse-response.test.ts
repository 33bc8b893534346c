import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiHttpError, ApiResponseShapeError } from './api-errors';
import { parseResponse, readResponse } from './parse-response';
import { envelopeSchema } from './schemas/envelope';
import { json, recordingFetch, testClient } from './testing/fake-fetch';

describe('parseResponse', () => {
  it('returns the typed output of a good body', () => {
    const out = parseResponse(envelopeSchema, { code: 200, message: 'ok' });
    expect(out.code).toBe(200);
  });

  it('throws ApiResponseShapeError with the issues for a malformed body', () => {
    for (const bad of [undefined, null, 'oops', [], { message: 'no code' }, { code: 'abc' }]) {
      expect(() => parseResponse(envelopeSchema, bad)).toThrow(ApiResponseShapeError);
    }
    try {
      parseResponse(envelopeSchema, { message: 'no code' });
    } catch (error) {
      expect((error as ApiResponseShapeError).issues[0]?.path?.[0]?.key).toBe('code');
    }
  });
});

describe('readResponse', () => {
  const schema = v.object({ code: v.number() });

  it('parses a 2xx answer from a real client call', async () => {
    const client = testClient(recordingFetch(() => json({ code: 200 })));
    expect(readResponse(schema, await client.GET('/x'))).toEqual({ code: 200 });
  });

  it('turns a non-2xx answer into ApiHttpError with the status and body', async () => {
    const client = testClient(recordingFetch(() => json({ code: 500 }, { status: 500 })));
    const result = await client.GET('/x');
    expect(() => readResponse(schema, result)).toThrow(ApiHttpError);
    expect(() => readResponse(schema, result)).toThrow(expect.objectContaining({ status: 500, body: { code: 500 } }));
  });

  it('turns a 2xx malformed answer into ApiResponseShapeError', async () => {
    const client = testClient(recordingFetch(() => json({ nope: true })));
    const result = await client.GET('/x');
    expect(() => readResponse(schema, result)).toThrow(ApiResponseShapeError);
  });
});
