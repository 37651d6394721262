// The tracker stays unloaded without a DSN and reports once one is configured.
const init = jest.fn();
const captureException = jest.fn();
jest.mock('@sentry/nextjs', () => ({ init, captureException }));

afterEach(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  jest.clearAllMocks();
});

async function loadWith(dsn: string | undefined) {
  if (dsn) process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
  let mod: typeof import('./error-reporting') | undefined;
  // A fresh module reads the DSN of this test (it is read once, at import, as in a build).
  await jest.isolateModulesAsync(async () => {
    mod = await import('./error-reporting');
  });
  return mod!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('without a DSN nothing is loaded or sent', async () => {
  const reporting = await loadWith(undefined);
  reporting.initErrorReporting();
  reporting.reportError(new Error('x'));
  await flush();
  expect(init).not.toHaveBeenCalled();
  expect(captureException).not.toHaveBeenCalled();
});

test('with a DSN the SDK is initialised once and errors are reported', async () => {
  const reporting = await loadWith('https://key@sentry.example/1');
  const error = new Error('boom');
  reporting.reportError(error);
  reporting.reportError(error);
  await flush();
  expect(init).toHaveBeenCalledTimes(1);
  expect(init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@sentry.example/1', enabled: true }));
  expect(captureException).toHaveBeenCalledTimes(2);
});
