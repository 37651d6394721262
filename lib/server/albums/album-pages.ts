// The cached public pages an album's change touches (docs/decisions/0014-static-pages.md, issue #25): the album's own
// page, the first page of each of the gallery's orders and categories, and the community feed, in every language.
// Called after the change commits; never throws (revalidatePages logs a failure: the change is saved either way).
import { COMMUNITY_PATH, albumPath, galleryFirstPages } from '@/lib/shared/albums/paths';
import { inEveryLocale } from '@/lib/shared/static-pages';
import { revalidatePages } from '../static-pages/revalidate-pages';

export async function revalidateAlbumPages(albumIds: readonly number[]): Promise<void> {
  await revalidatePages(inEveryLocale([...galleryFirstPages(), COMMUNITY_PATH, ...albumIds.map(albumPath)]));
}
