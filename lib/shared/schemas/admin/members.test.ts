import { dormancyChangeSchema, memberParamSchema, memberSearchQuerySchema, membershipChangeSchema, roleChangeSchema } from './members';
import { inquiryListQuerySchema, inquiryParamSchema, inquiryStatusChangeSchema } from './inquiries';

const accepts = (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) => schema.validate(value);
const refuses = async (schema: { isValid: (value: unknown) => Promise<boolean> }, value: unknown) =>
  expect([value, await schema.isValid(value)]).toEqual([value, false]);

test('member search: q trimmed and capped, page from text, role and status exactly, blanks absent', async () => {
  await expect(accepts(memberSearchQuerySchema, {})).resolves.toEqual({ q: '', role: null, status: null, page: 1 });
  await expect(accepts(memberSearchQuerySchema, { q: '  lin ', role: 'STAFF', status: '', page: '3' })).resolves.toEqual({
    q: 'lin',
    role: 'STAFF',
    status: null,
    page: 3,
  });
  for (const query of [
    { q: 'x'.repeat(101) },
    { q: ['a', 'b'] },
    { role: 'staff' },
    { status: 'ASLEEP' },
    { page: '0' },
    { page: '10001' },
    { page: '2.5' },
    { page: ['1', '2'] },
  ]) {
    await refuses(memberSearchQuerySchema, query);
  }
});

test('the member in the path: a public id, never text with spaces, slashes or too long', async () => {
  await expect(accepts(memberParamSchema, { mbId: 'e2e0f022-0000-4000-8000-00000000f022' })).resolves.toBeTruthy();
  for (const mbId of ['a b', '../x', '', 'x'.repeat(65), 42, ['a']]) await refuses(memberParamSchema, { mbId });
});

test('membership: an id or null, sent explicitly', async () => {
  await expect(accepts(membershipChangeSchema, { membershipId: 3 })).resolves.toEqual({ membershipId: 3 });
  await expect(accepts(membershipChangeSchema, { membershipId: null })).resolves.toEqual({ membershipId: null });
  for (const body of [{}, { membershipId: '3' }, { membershipId: 0 }, { membershipId: 1.5 }, { membershipId: 2 ** 31 }, null, []])
    await refuses(membershipChangeSchema, body);
});

test('role and dormancy: exact values only', async () => {
  for (const role of ['MEMBER', 'STAFF', 'ADMIN']) await expect(accepts(roleChangeSchema, { role })).resolves.toEqual({ role });
  for (const body of [{}, { role: 'admin' }, { role: 'ROOT' }, { role: 1 }]) await refuses(roleChangeSchema, body);
  await expect(accepts(dormancyChangeSchema, { dormant: false })).resolves.toEqual({ dormant: false });
  for (const body of [{}, { dormant: 'true' }, { dormant: 1 }, { dormant: null }]) await refuses(dormancyChangeSchema, body);
});

test('inquiries: the filter, the id in the path, the change', async () => {
  await expect(accepts(inquiryListQuerySchema, { status: 'NEW', page: '2' })).resolves.toEqual({ status: 'NEW', page: 2 });
  await expect(accepts(inquiryListQuerySchema, { status: ' ' })).resolves.toEqual({ status: null, page: 1 });
  await refuses(inquiryListQuerySchema, { status: 'OPEN' });
  await expect(accepts(inquiryParamSchema, { id: '17' })).resolves.toEqual({ id: 17 });
  for (const id of ['0', '1.5', '-2', 'x', '99999999999', 17]) await refuses(inquiryParamSchema, { id });
  await expect(accepts(inquiryStatusChangeSchema, { expectedStatus: 'NEW', status: 'CLOSED' })).resolves.toEqual({ expectedStatus: 'NEW', status: 'CLOSED' });
  for (const body of [{ status: 'CLOSED' }, { expectedStatus: 'NEW', status: 'closed' }]) await refuses(inquiryStatusChangeSchema, body);
});
