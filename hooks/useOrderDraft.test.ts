// docs/decisions/0010-wizard-currency-and-unpaid-orders.md: the wizard opens a new draft in the member's region
// currency (a stored draft keeps its own), and after the order was created a change keeps the order number it
// updates, with a fresh double-submit key.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Currency } from '@/lib/server/db/generated/enums';
import { emptyDraft, newCardLine } from '@/lib/shared/orders/draft';
import { DRAFT_STORAGE_KEY } from '@/lib/shared/orders/draft-storage';
import { initialDraft, useOrderDraft } from './useOrderDraft';

beforeEach(() => window.localStorage.clear());

async function openWizard(currency: Currency) {
  const hook = renderHook(({ value }) => useOrderDraft('grading', value), { initialProps: { value: currency } });
  // The form's first load (react-hook-form's async defaults) took over a second once on a loaded CI machine.
  await waitFor(() => expect(hook.result.current.ready).toBe(true), { timeout: 5_000 });
  return hook;
}

test('a Taiwan member opens the wizard in TWD, a Korean one in KRW', async () => {
  expect((await openWizard('TWD')).result.current.form.getValues('currency')).toBe('TWD');
  window.localStorage.clear();
  expect((await openWizard('KRW')).result.current.form.getValues('currency')).toBe('KRW');
});

test('a stored draft keeps the currency it was saved with', async () => {
  window.localStorage.setItem(
    DRAFT_STORAGE_KEY,
    JSON.stringify({ ...emptyDraft('GENERAL', 'key-0123456789abcdef', 'USD'), lines: [newCardLine({ playerName: 'Mew' })] }),
  );
  expect((await openWizard('TWD')).result.current.form.getValues('currency')).toBe('USD');
  expect(initialDraft('grading', 'TWD', { ...emptyDraft('GENERAL', undefined, 'KRW') })).toMatchObject({ fresh: false, draft: { currency: 'KRW' } });
  // The other wizard's draft with cards waits for the member's answer: this wizard opens a new one in TWD.
  expect(
    initialDraft('grading', 'TWD', { ...emptyDraft('REHOLDER', undefined, 'KRW'), reholderCards: [{ serialNumber: '1234567', card: null }] }),
  ).toMatchObject({ fresh: true, draft: { currency: 'TWD' } });
});

test('a new draft follows the member currency once the member is known, unless the member switched it', async () => {
  const hook = await openWizard('TWD');
  hook.rerender({ value: 'KRW' });
  await waitFor(() => expect(hook.result.current.form.getValues('currency')).toBe('KRW'));

  window.localStorage.clear();
  const switched = await openWizard('TWD');
  act(() => switched.result.current.form.setValue('currency', 'USD'));
  switched.rerender({ value: 'KRW' });
  expect(switched.result.current.form.getValues('currency')).toBe('USD');
});

test('after the order was created, changing the cards keeps its number and takes a new key; choosing the method does not', async () => {
  const { result } = await openWizard('TWD');
  const form = result.current.form;
  act(() => form.setValue('submittedOrderNumber', 'G261124000001'));
  const submittedKey = form.getValues('idempotencyKey');

  act(() => form.setValue('paymentMethod', 'VIRTUAL_ACCOUNT'));
  expect(form.getValues('idempotencyKey')).toBe(submittedKey);

  act(() => form.setValue('lines.0.quantity', 3));
  expect(form.getValues('submittedOrderNumber')).toBe('G261124000001');
  expect(form.getValues('idempotencyKey')).not.toBe(submittedKey);
});
