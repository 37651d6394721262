// A notice or an event as the admin editor sends it (issue #10; docs/product/storefront.md#content-pages: admins edit
// notices and events). The same schema checks the form in the browser and the body of POST /api/admin/posts and
// PUT /api/admin/posts/[id].
//
// Languages: title, summary and body in zh-TW are required; en and ko are optional, each all empty or all filled in.
// The public pages already show a post in zh-TW where the reader's language is missing, with a note saying so
// (lib/server/content/pick-translation.ts, content.json `fallbackNotice`), so a notice can go out in Chinese first
// and be translated later; a half-translated language would show a title without a body, hence all or nothing.
//
// Dates: publishedAt in the future schedules the post (the public list and page hide it until then,
// lib/server/content/list-posts.ts); events may have startsAt / endsAt (no dates = ongoing,
// lib/shared/content.ts `eventStatus`); notices have none.
import { type InferType, object, string } from 'yup';
import { PostKind } from '@/lib/server/db/generated/enums';
import { oneOfStrings, strictBoolean } from '../fields';
import { CONTENT_ERRORS as E } from './content-errors';
import { instant, localizedTexts, pageParam } from './fields';

export const POST_KINDS = Object.values(PostKind);

export const POST_LIMITS = { slug: 120, title: 200, summary: 500, body: 20_000 } as const;
export const POST_TEXT_LIMITS = { title: POST_LIMITS.title, summary: POST_LIMITS.summary, body: POST_LIMITS.body };
export type PostTextField = keyof typeof POST_TEXT_LIMITS;

/** Lowercase letters and digits in words joined by single hyphens: the public pages accept no other (get-post.ts). */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ordered = (start: string | null | undefined, end: string | null | undefined) => !start || !end || Date.parse(end) >= Date.parse(start);

export const postSchema = object({
  kind: oneOfStrings(POST_KINDS, E.wrongType).required(E.wrongType),
  slug: string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .typeError(E.wrongType)
    .required(E.slug)
    .max(POST_LIMITS.slug, E.tooLong)
    .matches(POST_SLUG, E.slug),
  pinned: strictBoolean(E.wrongType).default(false),
  publishedAt: instant().nonNullable(E.required).required(E.required),
  startsAt: instant().test('notice', E.noticeDates, function (value) {
    return !value || this.parent.kind !== 'NOTICE';
  }),
  endsAt: instant()
    .test('notice', E.noticeDates, function (value) {
      return !value || this.parent.kind !== 'NOTICE';
    })
    .test('order', E.endsBeforeStart, function (value) {
      return ordered(this.parent.startsAt, value);
    }),
  translations: localizedTexts(POST_TEXT_LIMITS),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type PostInput = InferType<typeof postSchema>;

/** GET /api/admin/posts?kind=&page=. */
export const postListQuerySchema = object({
  kind: string<PostKind>()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(E.param)
    .oneOf(POST_KINDS, E.param)
    .default('NOTICE'),
  page: pageParam(),
});
export type PostListQuery = InferType<typeof postListQuerySchema>;
