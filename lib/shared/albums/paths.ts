// Where the collector's public pages live (issue #25): the gallery of public albums, one album's page, the
// community feed. Shared by the pages, the links to them and the revalidation after a change
// (lib/server/albums/album-pages.ts).
export const GALLERY_PATH = '/albums';
export const COMMUNITY_PATH = '/community';

export function albumPath(albumId: number): string {
  return `${GALLERY_PATH}/${albumId}`;
}
