// A post's address suggested from its English title (issue #10): lowercase ASCII words joined by hyphens, the only
// slugs the public pages accept (lib/shared/schemas/admin-content/post.ts `POST_SLUG`). Accents are dropped; other
// scripts leave nothing, and the admin types the slug.
import { POST_LIMITS } from '../schemas/admin-content/post';

export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, POST_LIMITS.slug)
    .replace(/^-+|-+$/g, '');
}
