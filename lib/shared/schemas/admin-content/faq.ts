// A FAQ entry as the admin form sends it, and the new order of one topic (issue #10). The same schemas check the form
// in the browser and the bodies of /api/admin/faq. Question and answer in zh-TW are required; en and ko are optional,
// each both empty or both filled in: the FAQ page shows zh-TW where the reader's language is missing
// (lib/server/content/list-faq.ts). Topics are the FAQ page's (lib/shared/content.ts `FAQ_TOPICS`), each with a
// heading in faq.json.
import { type InferType, array, object } from 'yup';
import { FAQ_TOPICS } from '../../content';
import { oneOfStrings, positiveId } from '../fields';
import { CONTENT_ERRORS as E } from './content-errors';
import { localizedTexts } from './fields';

export const FAQ_LIMITS = { question: 300, answer: 5000 } as const;
export type FaqTextField = keyof typeof FAQ_LIMITS;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Entries per topic the reorder takes at once: far past any real FAQ. */
export const MAX_FAQ_TOPIC_ENTRIES = 500;

const topic = () => oneOfStrings(FAQ_TOPICS, E.topic).required(E.topic);

export const faqEntrySchema = object({
  topic: topic(),
  translations: localizedTexts(FAQ_LIMITS),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type FaqEntryInput = InferType<typeof faqEntrySchema>;

/**
 * PUT /api/admin/faq/order: every entry of the topic, in the new order. A list that is not exactly the topic's
 * entries (one added or deleted meanwhile) is a conflict, never half applied.
 */
export const faqOrderSchema = object({
  topic: topic(),
  ids: array(positiveId(E.order).nonNullable(E.order).required(E.order))
    .typeError(E.order)
    .required(E.order)
    .min(1, E.order)
    .max(MAX_FAQ_TOPIC_ENTRIES, E.order)
    .test('distinct', E.order, (ids) => !ids || new Set(ids).size === ids.length),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type FaqOrderInput = InferType<typeof faqOrderSchema>;
