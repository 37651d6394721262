// The editor's starting values (issue #10): a stored post as the form holds it, or a blank one of a kind.
import type { AdminPost } from '@/lib/shared/admin-content/views';
import { LOCALES } from '@/lib/shared/locale';
import { POST_TEXT_LIMITS, type PostInput, postListQuerySchema } from '@/lib/shared/schemas/admin-content/post';
import type { TextFieldSpec } from './TranslationFields';

export const POST_TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'title', labelKey: 'posts.fields.title', max: POST_TEXT_LIMITS.title },
  { name: 'summary', labelKey: 'posts.fields.summary', max: POST_TEXT_LIMITS.summary, rows: 2 },
  { name: 'body', labelKey: 'posts.fields.body', max: POST_TEXT_LIMITS.body, rows: 10 },
];

/** The form's top-level fields (server field errors outside them go to the alert). */
export const POST_FORM_FIELDS = ['kind', 'slug', 'pinned', 'publishedAt', 'startsAt', 'endsAt', 'translations'] as const;

export function postFormValues(post: AdminPost): PostInput {
  return {
    kind: post.kind,
    slug: post.slug,
    pinned: post.pinned,
    publishedAt: post.publishedAt,
    startsAt: post.startsAt,
    endsAt: post.endsAt,
    translations: post.translations,
  };
}

/** A new post of `kind`, published at `now` (the server's time, so both renders agree). */
export function blankPost(kind: PostInput['kind'], now: string): PostInput {
  const empty = { title: '', summary: '', body: '' };
  return {
    kind,
    slug: '',
    pinned: false,
    publishedAt: now,
    startsAt: null,
    endsAt: null,
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, { ...empty }])) as PostInput['translations'],
  };
}

/** The public address of a post (the site's router adds the reader's locale prefix). */
export const publicPostPath = (post: Pick<PostInput, 'kind' | 'slug'>) => `${post.kind === 'EVENT' ? '/events' : '/notices'}/${post.slug}`;

export const adminPostPath = (id: number) => `/admin/posts/${id}`;
export const adminPostsPath = (kind: PostInput['kind']) => (kind === 'EVENT' ? '/admin/posts?kind=EVENT' : '/admin/posts');

/** The list's kind and page from the URL; anything unreadable is the first page of notices. */
export function parsePostListQuery(query: Record<string, unknown>): { kind: PostInput['kind']; page: number } {
  try {
    const { kind, page } = postListQuerySchema.validateSync({ kind: query.kind, page: query.page });
    return { kind, page };
  } catch {
    return { kind: 'NOTICE', page: 1 };
  }
}
