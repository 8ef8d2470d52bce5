/**
 * A PNG made in the test (no fixture file, no image library) and a reader of an image's pixel size
 * from its header bytes (PNG, JPEG, WebP, GIF) — enough to check the editor's downscaling.
 */
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGB PNG of `width`×`height`: horizontal colour bands, so a scaled copy still looks like something. */
export function makePng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const band = Math.floor((y / height) * 4);
    const [r, g, b] = [
      [0x2b, 0x6c, 0xb0],
      [0xf6, 0xad, 0x55],
      [0x38, 0xa1, 0x69],
      [0xe5, 0x3e, 0x3e],
    ][band];
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(Buffer.from(row));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ImageSize {
  type: 'png' | 'jpeg' | 'webp' | 'gif';
  width: number;
  height: number;
}

function jpegSize(buf: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    const length = buf.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8), DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: 'jpeg', height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(buf: Buffer): ImageSize | null {
  const kind = buf.toString('ascii', 12, 16);
  if (kind === 'VP8X')
    return { type: 'webp', width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  if (kind === 'VP8 ')
    return { type: 'webp', width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (kind === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The pixel size written in an image file's header, or an error naming the first bytes. */
export function imageSize(buf: Buffer): ImageSize {
  let size: ImageSize | null = null;
  if (buf.subarray(1, 4).toString('ascii') === 'PNG')
    size = { type: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  else if (buf[0] === 0xff && buf[1] === 0xd8) size = jpegSize(buf);
  else if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    size = webpSize(buf);
  else if (buf.toString('ascii', 0, 3) === 'GIF')
    size = { type: 'gif', width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  if (!size)
    throw new Error(`not an image we can measure (first bytes ${buf.subarray(0, 12).toString('hex')})`);
  return size;
}
