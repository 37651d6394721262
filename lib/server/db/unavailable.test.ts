import { isDatabaseUnavailable } from './unavailable';

// What the drivers throw when PostgreSQL is stopped, restarting or unreachable, against errors that are the request's.
test.each([
  ['a refused connection (pg)', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ['a connection cut', new Error('Connection terminated unexpectedly')],
  ['the server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
  ['the server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
  ['Prisma: cannot reach the database (P1001)', Object.assign(new Error("Can't reach database server"), { code: 'P1001' })],
  [
    'the adapter wrapping the driver error',
    Object.assign(new Error('DriverAdapterError'), { cause: Object.assign(new Error('x'), { originalCode: 'ECONNREFUSED' }) }),
  ],
  ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
])('unavailable: %s', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['a unique violation', Object.assign(new Error('Unique constraint failed'), { code: 'P2002' })],
  ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
  ['a serialization failure', Object.assign(new Error('could not serialize access'), { code: '40001' })],
  ['not an error at all', 'ECONNREFUSED'],
  ['null', null],
])('not unavailable: %s', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
