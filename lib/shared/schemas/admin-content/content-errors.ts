// Messages of the content tools' schemas and services (issue #10: notices, events, FAQ, partner shops): translation
// keys of the `adminContent` namespace, shared by the forms and the API's field errors.
export const CONTENT_ERRORS = {
  wrongType: 'adminContent:validation.wrongType',
  tooLong: 'adminContent:validation.tooLong',
  required: 'adminContent:validation.required',
  /** A language that is filled in at all needs every field of it. */
  incomplete: 'adminContent:validation.incomplete',
  slug: 'adminContent:validation.slug',
  slugTaken: 'adminContent:validation.slugTaken',
  kindChanged: 'adminContent:validation.kindChanged',
  date: 'adminContent:validation.date',
  endsBeforeStart: 'adminContent:validation.endsBeforeStart',
  noticeDates: 'adminContent:validation.noticeDates',
  topic: 'adminContent:validation.topic',
  country: 'adminContent:validation.country',
  email: 'adminContent:validation.email',
  website: 'adminContent:validation.website',
  sortOrder: 'adminContent:validation.sortOrder',
  order: 'adminContent:validation.order',
  param: 'adminContent:validation.param',
  notFound: 'adminContent:errors.notFound',
  orderChanged: 'adminContent:errors.orderChanged',
} as const;
