// Multipart bodies for the upload routes (POST /api/photos, /api/member/photo), built byte by byte so
// they can be broken in every way a client could: busboy reads them from the raw stream.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { Hostile, RawBody } from './hostile-values';

export interface Part {
  name: string;
  value: string | Buffer;
  /** A file part when set. */
  filename?: string;
  contentType?: string;
  /** Replaces the part's headers entirely (without the trailing blank line). */
  rawHeaders?: string;
}

export const BOUNDARY = 'HostileBoundary7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

export function multipartBody(parts: Part[], options: { boundary?: string; close?: boolean; contentType?: string } = {}): RawBody {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers =
      part.rawHeaders ??
      [
        `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`,
        ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
      ].join(CRLF);
    chunks.push(Buffer.from(`--${boundary}${CRLF}${headers}${CRLF}${CRLF}`, 'utf8'), Buffer.from(part.value), Buffer.from(CRLF));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { text: Buffer.concat(chunks), contentType: options.contentType ?? `multipart/form-data; boundary=${boundary}` };
}

/** A real JPEG the upload routes accept (400×400, a random colour so no two runs send the same file). */
export function sampleJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: randomInt(0, 256), g: randomInt(0, 256), b: randomInt(0, 256) } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** PNG bytes with an IHDR chunk claiming `width`×`height` (the CRC is not checked by every reader). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, Buffer.from('IHDR'), ihdr, Buffer.alloc(4), Buffer.alloc(64)]);
}

const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Files that are not photos we take, each sent as the `file` part with an image name and type. */
export function nonImageFiles(jpeg: Buffer): Hostile<Buffer>[] {
  const file = (label: string, value: Buffer): Hostile<Buffer> => ({ klass: 'non-image', label, value });
  return [
    file('plain text', Buffer.from('hello, this is not a photo')),
    file('HTML with a script', Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')),
    file(
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>'),
    ),
    file('PDF header', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')),
    file('ZIP header', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)])),
    file('ELF header', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)])),
    file('HEIC header', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(100)])),
    file('1×1 GIF', TINY_GIF),
    file('1×1 PNG', TINY_PNG),
    file('PNG header claiming 60,000×60,000', pngHeader(60_000, 60_000)),
    file('PNG header claiming 0×0', pngHeader(0, 0)),
    file('JPEG cut after 300 bytes', jpeg.subarray(0, 300)),
    file('JPEG magic then garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)])),
    file('empty file', Buffer.alloc(0)),
    file('JPEG with a script appended (polyglot)', Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')])),
  ];
}

function lfOnly(body: RawBody): RawBody {
  return { ...body, text: Buffer.from(Buffer.from(body.text).toString('latin1').replace(/\r\n/g, '\n'), 'latin1') };
}

/** Multipart bodies broken in their structure or fields; `jpeg` is a valid file where one is needed. */
export function multipartJunk(jpeg: Buffer): Hostile<RawBody>[] {
  const junk = (label: string, value: RawBody): Hostile<RawBody> => ({ klass: 'multipart-junk', label, value });
  const photo: Part = { name: 'file', value: jpeg, filename: 'card.jpg', contentType: 'image/jpeg' };
  const cards = (value: string) => junk(`cardsInPhoto ${JSON.stringify(value.slice(0, 20))}`, multipartBody([{ name: 'cardsInPhoto', value }, photo]));
  const named = (label: string, filename: string) => junk(label, multipartBody([{ ...photo, filename }]));
  return [
    junk('no boundary parameter', { ...multipartBody([photo]), contentType: 'multipart/form-data' }),
    junk('boundary does not match', { ...multipartBody([photo]), contentType: 'multipart/form-data; boundary=SomethingElse' }),
    junk('no closing boundary', multipartBody([photo], { close: false })),
    junk('truncated in the middle of the file', { ...multipartBody([photo]), text: (multipartBody([photo]).text as Buffer).subarray(0, 500) }),
    junk('closing boundary only', { text: Buffer.from(`--${BOUNDARY}--\r\n`), contentType: `multipart/form-data; boundary=${BOUNDARY}` }),
    junk('empty body', { text: Buffer.alloc(0), contentType: `multipart/form-data; boundary=${BOUNDARY}` }),
    junk('file in field "photo"', multipartBody([{ ...photo, name: 'photo' }])),
    junk('two files', multipartBody([photo, { ...photo, filename: 'second.jpg' }])),
    junk('seven parts', multipartBody([...Array.from({ length: 7 }, (_, i): Part => ({ name: `f${i}`, value: 'x' })), photo])),
    junk('text field named file', multipartBody([{ name: 'file', value: 'not a file' }])),
    junk('part without Content-Disposition', multipartBody([{ ...photo, rawHeaders: 'Content-Type: image/jpeg' }])),
    junk('NUL in part headers', multipartBody([{ ...photo, rawHeaders: 'Content-Disposition: form-data; name="fi\u0000le"; filename="a\u0000.jpg"' }])),
    junk('fields __proto__ and constructor', multipartBody([{ name: '__proto__', value: '{"isAdmin":true}' }, { name: 'constructor', value: 'x' }, photo])),
    junk('LF line endings only', lfOnly(multipartBody([{ name: 'cardsInPhoto', value: '1' }, photo]))),
    junk('multipart/mixed', multipartBody([photo], { contentType: `multipart/mixed; boundary=${BOUNDARY}` })),
    junk('200-character boundary', multipartBody([photo], { boundary: 'b'.repeat(200) })),
    named('file name with NUL', 'card\u0000.jpg'),
    named('file name with path traversal', '../../../../etc/passwd'),
    named('file name with RTL override', 'gpj.\u202Eexe.jpg'),
    named('2,000-character file name', `${'n'.repeat(2000)}.jpg`),
    cards('0'),
    cards('7'),
    cards('-1'),
    cards('1.5'),
    cards('1e308'),
    cards('\u0000'),
    cards(' 3 '),
    cards('9'.repeat(100)),
    cards('__proto__'),
  ];
}
