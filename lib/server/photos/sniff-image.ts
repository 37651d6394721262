// The file's type from its first bytes, before any decoder sees it: only JPEG, PNG, WebP and HEIF/AVIF
// containers go on to sharp, so SVG (scripts, external references), PDF, GIF and the rest never do.
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heif';

/** Brands of ISO-BMFF files that hold HEIF images (HEIC from phones, AVIF). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heif';
  return null;
}

/** A HEIF file coded with HEVC (the iPhone's HEIC), as opposed to AV1 (AVIF). */
export function isHevcBrand(bytes: Buffer): boolean {
  return bytes.length >= 12 && ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'].includes(bytes.toString('latin1', 8, 12));
}

/** Images we recognise but do not take (a different message from "not an image"). */
export function isOtherImageType(bytes: Buffer): boolean {
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 512)).trimStart().toLowerCase();
  return (
    head.startsWith('gif8') ||
    head.startsWith('bm') ||
    head.startsWith('ii*\0') ||
    head.startsWith('mm\0*') ||
    head.startsWith('%pdf') ||
    head.includes('<svg') ||
    (head.startsWith('<?xml') && head.includes('svg')) ||
    bytes.toString('latin1', 4, 8) === 'ftyp'
  );
}
