// A new key to the public API (docs/product/certificates.md#public-api): the account page's form and
// POST /api/account/api-keys validate its name with this schema. Messages: keys of `apiKeys`.
import { type InferType, object } from 'yup';
import { API_KEY_ERRORS as E, API_KEY_NAME_MAX } from '../api-keys';
import { strictString } from './fields';

export const apiKeyNameSchema = object({
  /** What the member calls the program using the key ("shop stock sync"), 1–40 characters. */
  name: strictString(E.wrongType).required(E.nameRequired).max(API_KEY_NAME_MAX, E.nameTooLong),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type ApiKeyNameInput = InferType<typeof apiKeyNameSchema>;
