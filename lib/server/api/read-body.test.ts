/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { AppError } from '../errors/app-error';
import { BODY_ERRORS, BODY_LIMIT_BYTES, isJsonType, readJsonBody } from './read-body';

/** A request stream with these headers that sends `chunks` and ends. */
function request(chunks: (string | Buffer)[], headers: Record<string, string> = { 'content-type': 'application/json' }): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  setImmediate(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

test('JSON is parsed as Next parsed it; an empty body is {}', async () => {
  await expect(readJsonBody(request(['{"reason":', '"x","n":[1]}']))).resolves.toEqual({ reason: 'x', n: [1] });
  await expect(readJsonBody(request(['[1]'], { 'content-type': 'application/ld+json; charset=utf-8' }))).resolves.toEqual([1]);
  await expect(readJsonBody(request([]))).resolves.toEqual({});
  await expect(readJsonBody(request([], {}))).resolves.toEqual({});
});

test.each(['{', '{"a":', "{'a':1}", '{"a":1} trailing', ' \n\t '])('malformed JSON %j is a 400 BAD_REQUEST with its key', async (text) => {
  const error = await refusal(readJsonBody(request([text])));
  expect([error.status, error.code, error.key]).toEqual([400, 'BAD_REQUEST', BODY_ERRORS.malformed]);
  expect(error.message).toBe('This request’s body is not valid JSON.');
});

test.each<Record<string, string>>([
  {},
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'multipart/form-data; boundary=x' },
])('a body that is not sent as JSON (%j) is a 400', async (headers) => {
  const error = await refusal(readJsonBody(request(['a=1'], headers)));
  expect([error.status, error.key]).toEqual([400, BODY_ERRORS.contentType]);
});

test('past 1 MB (Next’s default limit, unchanged) is a 413, announced or streamed', async () => {
  expect(BODY_LIMIT_BYTES).toBe(1_048_576);
  const announced = await refusal(readJsonBody(request([], { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES + 1) })));
  expect([announced.status, announced.code, announced.key]).toEqual([413, 'PAYLOAD_TOO_LARGE', BODY_ERRORS.tooLarge]);
  const streamed = await refusal(readJsonBody(request([`"${'a'.repeat(BODY_LIMIT_BYTES)}`, '"'])));
  expect(streamed.status).toBe(413);
  // Exactly the limit still passes.
  await expect(readJsonBody(request([`"${'a'.repeat(BODY_LIMIT_BYTES - 2)}"`]))).resolves.toHaveLength(BODY_LIMIT_BYTES - 2);
});

test('a stream that fails is a 400, not a crash', async () => {
  const stream = new PassThrough();
  Object.assign(stream, { headers: { 'content-type': 'application/json' } });
  setImmediate(() => stream.destroy(new Error('socket reset')));
  const error = await refusal(readJsonBody(stream as unknown as IncomingMessage));
  expect(error.status).toBe(400);
});

test('which types are JSON', () => {
  expect(['application/json', 'Application/JSON; charset=utf-8', 'application/problem+json'].map(isJsonType)).toEqual([true, true, true]);
  expect(['text/json', 'text/plain', '', undefined, 'application/jsonx'].map(isJsonType)).toEqual([false, false, false, false, false]);
});
