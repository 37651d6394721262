import { ValidationError } from 'yup';
import { PARTNER_INQUIRY_LIMITS, partnerInquirySchema } from './partner-inquiry';

const valid = {
  name: 'Lin Mei-Hua',
  company: 'Harbor Cards',
  country: 'Taiwan',
  phone: '+886 (7) 335-9172',
  email: 'owner@harbor-cards.example',
  description: 'We would like to collect submissions for our customers.',
};

async function errorsOf(value: unknown): Promise<Record<string, string[]>> {
  try {
    await partnerInquirySchema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const item of error.inner) (out[item.path ?? ''] ??= []).push(String(item.message));
    return out;
  }
}

describe('partnerInquirySchema', () => {
  test('accepts a complete inquiry, trimmed, without unknown keys', async () => {
    const result = await partnerInquirySchema.validate({ ...valid, company: '  Harbor Cards  ', admin: true }, { stripUnknown: true });
    expect(result).toEqual(valid);
  });

  test('company and description are required', async () => {
    expect(await errorsOf({ ...valid, company: '', description: '   ' })).toEqual({
      company: ['partner:errors.companyRequired'],
      description: ['partner:errors.descriptionRequired'],
    });
  });

  test('phone alone or e-mail alone is enough', async () => {
    expect(await errorsOf({ ...valid, email: '' })).toEqual({});
    expect(await errorsOf({ ...valid, phone: undefined })).toEqual({});
  });

  test('without both phone and e-mail, both fields say so', async () => {
    expect(await errorsOf({ ...valid, phone: ' ', email: '' })).toEqual({
      phone: ['partner:errors.contactRequired'],
      email: ['partner:errors.contactRequired'],
    });
  });

  test('a given e-mail must be well formed ("Wrong Email Type")', async () => {
    expect(await errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: ['partner:errors.emailInvalid'] });
  });

  test.each(['abc', '+886-2-abc', '---', '02 2345 6789; DROP TABLE'])('phone %j is refused', async (phone) => {
    expect((await errorsOf({ ...valid, phone })).phone).toEqual(['partner:errors.phoneInvalid']);
  });

  test.each(['02-2708-3158', '+82 2 332 4718', '(051) 746-2283'])('phone %j is accepted', async (phone) => {
    expect(await errorsOf({ ...valid, phone })).toEqual({});
  });

  test.each(Object.entries(PARTNER_INQUIRY_LIMITS))('%s is limited to %i characters', async (field, max) => {
    const at = field === 'email' ? `${'a'.repeat(max - 10)}@x.example` : field === 'phone' ? '1'.repeat(max) : 'x'.repeat(max);
    expect(at).toHaveLength(max);
    expect(await errorsOf({ ...valid, [field]: at })).toEqual({});
    const over = field === 'phone' ? '1'.repeat(max + 1) : field === 'email' ? `a${at}` : 'x'.repeat(max + 1);
    expect((await errorsOf({ ...valid, [field]: over }))[field]).toContain('partner:errors.tooLong');
  });

  test.each([123, ['Harbor'], { name: 'x' }, true])('a company of %j is the wrong type', async (company) => {
    expect((await errorsOf({ ...valid, company })).company).toEqual(['partner:errors.wrongType']);
  });

  test('null is refused: as missing for the company, as the wrong type for an optional field', async () => {
    expect(await errorsOf({ ...valid, company: null, name: null })).toEqual({
      company: ['partner:errors.companyRequired'],
      name: ['partner:errors.wrongType'],
    });
  });

  test.each([null, 'text', [valid], 42])('a body of %j is refused', async (body) => {
    const errors = await errorsOf(body);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
  });
});
