// yupResolver's options for a form seeded from a stored record (its defaults spread the record): what it submits
// holds only the fields its schema declares, at any depth, because the API refuses any other field with a 400
// (issue #24, docs/decisions/0030-strict-bodies.md).
export const FORM_FIELDS_ONLY = { stripUnknown: true } as const;
