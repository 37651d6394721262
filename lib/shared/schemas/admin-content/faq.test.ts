import { ValidationError } from 'yup';
import { CONTENT_ERRORS as E } from './content-errors';
import { faqEntrySchema, faqOrderSchema } from './faq';

async function problems(schema: typeof faqEntrySchema | typeof faqOrderSchema, body: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

const entry = () => ({ topic: 'shipping', translations: { 'zh-TW': { question: '問題？', answer: '回答。' }, en: { question: 'Q?', answer: 'A.' } } });

test('an entry: a known topic, zh-TW question and answer, other languages both or neither', async () => {
  expect(await problems(faqEntrySchema, entry())).toEqual({});
  expect(await problems(faqEntrySchema, { ...entry(), topic: 'misc' })).toEqual({ topic: E.topic });
  expect(await problems(faqEntrySchema, { ...entry(), translations: { 'zh-TW': { question: '', answer: '回答。' } } })).toEqual({
    'translations.zh-TW.question': E.required,
  });
  expect(await problems(faqEntrySchema, { ...entry(), translations: { ...entry().translations, ko: { question: '', answer: '답변' } } })).toEqual({
    'translations.ko.question': E.incomplete,
  });
});

test('a new order: distinct ids of one topic', async () => {
  expect(await problems(faqOrderSchema, { topic: 'grading', ids: [3, 1, 2] })).toEqual({});
  expect((await problems(faqOrderSchema, { topic: 'grading', ids: [3, 3] }))['ids']).toBe(E.order);
  expect((await problems(faqOrderSchema, { topic: 'grading', ids: [] }))['ids']).toBe(E.order);
  expect((await problems(faqOrderSchema, { topic: 'grading', ids: ['1'] }))['ids[0]']).toBe(E.order);
  expect((await problems(faqOrderSchema, { topic: 'grading', ids: [0] }))['ids[0]']).toBe(E.order);
});
