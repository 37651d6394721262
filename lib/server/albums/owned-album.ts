// Ownership of an album is checked here, in every service (HOUSE_STYLE.md): another member's album answers exactly
// like an album that does not exist (404), so ids cannot be probed.
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import type { Album } from '@/lib/server/db/generated/client';
import { parseAlbumId as rowIdOf } from '@/lib/shared/albums/paths';
import { AppError } from '../errors/app-error';

export const albumNotFound = () => new AppError('NOT_FOUND', 'Album not found.', 'albums:errors.notFound');

/** The id from the route (`/api/member/albums/[id]`); anything but a positive integer is not found. */
export function parseAlbumId(value: unknown): number {
  const id = rowIdOf(value);
  if (id === null) throw albumNotFound();
  return id;
}

/** A certificate id from the route (`…/cards/[certificateId]`): the same grammar as an album's id. */
export function parseCertificateId(value: unknown): number {
  const id = rowIdOf(value);
  if (id === null) throw new AppError('NOT_FOUND', 'Card not found in this album.', 'albums:errors.cardNotInAlbum');
  return id;
}

export async function findOwnedAlbum(db: DbOrTx, memberId: number, id: number): Promise<Album> {
  const album = await db.album.findFirst({ where: { id, memberId } });
  if (!album) throw albumNotFound();
  return album;
}

/** The member's album, its row locked for the change (two tabs editing one album apply one after the other). */
export async function lockOwnedAlbum(tx: Tx, memberId: number, id: number): Promise<Album> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Album" WHERE "id" = ${id} AND "memberId" = ${memberId} FOR UPDATE`;
  if (!row) throw albumNotFound();
  return findOwnedAlbum(tx, memberId, id);
}
