/** @jest-environment node */
import { ValidationError } from 'yup';
import { AppError } from '../errors/app-error';
import { parsedQuery, textOrEmpty, textOrNull } from './parsed-query';

const notFound = () => new AppError('NOT_FOUND', 'Not found.', 'test:notFound');
const badSize = () => new AppError('BAD_REQUEST', 'Bad size.', 'test:badSize');
const parseId = (value: unknown): number => {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  return Number(value);
};
const parseSize = (value: unknown): 'full' | 'thumb' => {
  if (value === undefined || value === 'full') return 'full';
  if (value === 'thumb') return value;
  throw badSize();
};

const schema = parsedQuery({ id: parseId, size: parseSize, to: textOrNull, code: textOrEmpty });
const validate = (query: Record<string, unknown>) => schema.validate(query, { abortEarly: false, stripUnknown: true });

test('parses each declared value with its helper and drops the rest', async () => {
  await expect(validate({ id: '12', size: 'thumb', to: 'a@b.c', code: 'x', utm_source: 'mail' })).resolves.toEqual({
    id: 12,
    size: 'thumb',
    to: 'a@b.c',
    code: 'x',
  });
  await expect(validate({ id: '12' })).resolves.toEqual({ id: 12, size: 'full', to: null, code: '' });
  await expect(validate({ id: '12', to: ['a', 'b'], code: ['x', 'y'] })).resolves.toEqual({ id: 12, size: 'full', to: null, code: '' });
});

test('a malformed value answers its helper’s error, not a ValidationError (404 stays 404)', async () => {
  await expect(validate({ id: '0' })).rejects.toBeInstanceOf(AppError);
  const error = await validate({ id: ['1', '2'] }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).not.toBeInstanceOf(ValidationError);
  expect((error as AppError).status).toBe(404);
});

test('the helpers run in the order declared: the path’s parameter first', async () => {
  const error = await validate({ id: 'nope', size: 'huge' }).catch((caught: unknown) => caught);
  expect((error as AppError).status).toBe(404);
  await expect(validate({ id: '3', size: 'huge' })).rejects.toMatchObject({ status: 400 });
});
