import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';

/**
 * Uploaded images (profile photos): the type and size come from the file's own header, never
 * from the file name or the client's content type. Only PNG, GIF and JPEG are recognised.
 * Files live in the database (base64 text), so every provider instance can serve them.
 */

export type ImageType = 'png' | 'gif' | 'jpeg';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

export const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
};

const EXTENSIONS: Record<ImageType, string> = { png: 'png', gif: 'gif', jpeg: 'jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngInfo(b: Buffer): ImageInfo | undefined {
  if (b.length < 24 || !PNG_SIGNATURE.every((x, i) => b[i] === x)) return undefined;
  // The first chunk is IHDR: length(4) "IHDR"(4) width(4) height(4), big-endian.
  if (b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { type: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifInfo(b: Buffer): ImageInfo | undefined {
  if (b.length < 10) return undefined;
  const sig = b.toString('latin1', 0, 6);
  if (sig !== 'GIF87a' && sig !== 'GIF89a') return undefined;
  // Logical screen width and height, little-endian.
  return { type: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not. */
const isStartOfFrame = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegInfo(b: Buffer): ImageInfo | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image / scan before a frame
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (i + 9 > b.length) return undefined;
      // length(2) precision(1) height(2) width(2)
      return { type: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

/** The image's type and dimensions from its header, or undefined if it is none of ours. */
export function imageInfo(data: Buffer): ImageInfo | undefined {
  return pngInfo(data) ?? gifInfo(data) ?? jpegInfo(data);
}

/** Stores an image and returns its file name ("<random>.png"). */
export async function saveUpload(
  db: Db,
  data: Buffer,
  info: ImageInfo,
  userId: number | null,
  now: Date,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[info.type]}`;
  await db
    .insertInto('uploads')
    .values({
      name,
      user_id: userId,
      content_type: CONTENT_TYPES[info.type],
      bytes: data.length,
      data: data.toString('base64'),
      created_at: now.toISOString(),
    })
    .execute();
  return name;
}

export type StoredUpload = { contentType: string; data: Buffer };

export async function loadUpload(db: Db, name: string): Promise<StoredUpload | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(['content_type', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, data: Buffer.from(row.data, 'base64') } : undefined;
}

/**
 * Sends a stored upload as a public image (review images, profile photos, chat images): its own
 * content type, cached for a day, never sniffed as anything else.
 */
export function sendUpload(reply: FastifyReply, upload: StoredUpload) {
  return reply
    .header('content-type', upload.contentType)
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .send(upload.data);
}

export async function deleteUpload(db: Db, name: string | null): Promise<void> {
  if (name === null) return;
  await db.deleteFrom('uploads').where('name', '=', name).execute();
}

/** Names `saveUpload` gives (anything else, like the seeded "*.svg" avatars, is generated). */
export const isUploadName = (name: string) => /^[0-9a-f]{32}\.(png|gif|jpg)$/.test(name);
