import { ValidationError } from 'yup';
import { CONTENT_ERRORS as E } from './content-errors';
import { partnerShopSchema } from './partner-shop';

async function problems(body: unknown): Promise<Record<string, string>> {
  try {
    await partnerShopSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

const shop = () => ({
  name: '卡匠收藏',
  country: 'TW',
  city: '臺北市',
  address: '臺北市大安區復興南路一段 213 號',
  phone: '02-2708-3158',
  email: 'hello@cardsmith.example',
  website: 'https://cardsmith.example',
  sortOrder: 10,
  isActive: true,
  translations: { en: { name: 'Card Smith', city: 'Taipei', address: 'No. 213, Sec. 1, Fuxing S. Rd.' } },
});

test('a shop needs its own name, city and address; every translation is optional but whole', async () => {
  const out = await partnerShopSchema.validate(shop());
  expect(out.translations['zh-TW']).toEqual({ name: '', city: '', address: '' });
  expect(await problems({ ...shop(), name: ' ', translations: {} })).toEqual({ name: E.required });
  expect(await problems({ ...shop(), translations: { ko: { name: '카드 스미스', city: '', address: '' } } })).toEqual({
    'translations.ko.city': E.incomplete,
    'translations.ko.address': E.incomplete,
  });
});

test('contact fields: phone digits, an e-mail shape, http(s) websites only; countries with a heading; sort order in range', async () => {
  expect(await problems({ ...shop(), phone: 'call us' })).toEqual({ phone: E.wrongType });
  expect(await problems({ ...shop(), email: 'not-an-email' })).toEqual({ email: E.email });
  for (const website of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', 'cardsmith'])
    expect(await problems({ ...shop(), website })).toEqual({ website: E.website });
  expect(await problems({ ...shop(), phone: '', email: null, website: '' })).toEqual({});
  expect(await problems({ ...shop(), country: 'JP' })).toEqual({ country: E.country });
  expect(await problems({ ...shop(), sortOrder: -1 })).toEqual({ sortOrder: E.sortOrder });
  expect(await problems({ ...shop(), sortOrder: '5' })).toEqual({ sortOrder: E.sortOrder });
  expect(await problems({ ...shop(), isActive: 1 })).toEqual({ isActive: E.wrongType });
});
