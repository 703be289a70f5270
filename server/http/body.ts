import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, refuse } from './errors';
import { bag, type Bag } from './params';

/**
 * A request's fields, whatever its form: JSON, urlencoded or multipart/form-data (the profile
 * photo). Query values are included (6amMart clients send some ids in the query even on POST);
 * body values win. Multipart parsing is bounded (field sizes, part counts, one file size) and
 * every parser failure is a 403 envelope, never a 500.
 */

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface RequestFields {
  fields: Bag;
  files: UploadedFile[];
}

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 40,
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  parts: 45,
};

const isPlainKey = (k: string) => k !== '__proto__' && k !== 'constructor' && k !== 'prototype';

function put(out: Bag, rawKey: string, value: unknown) {
  const isList = rawKey.endsWith('[]');
  const key = isList ? rawKey.slice(0, -2) : rawKey;
  if (!isPlainKey(key)) return;
  const prev = out[key];
  if (isList) out[key] = Array.isArray(prev) ? [...(prev as unknown[]), value] : [value];
  else out[key] = value;
}

/** Per-route multipart limits: how many files, and the refusal when there are more. */
export interface ReadOptions {
  files?: number;
  tooManyFiles?: { code: string; message: string };
}

async function readMultipart(req: FastifyRequest, opts: ReadOptions): Promise<RequestFields> {
  const fields: Bag = {};
  const files: UploadedFile[] = [];
  const limits =
    opts.files === undefined
      ? LIMITS
      : { ...LIMITS, files: opts.files, parts: LIMITS.fields + opts.files + 3 };
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw refuse(
              part.fieldname.replace(/\[\]$/, ''),
              'The image may not be greater than 2 MB.',
            );
          throw err;
        }
        // An empty file input still sends a part with no name and no bytes: that is no file.
        if (data.length > 0 || part.filename !== '')
          files.push({ field: part.fieldname.replace(/\[\]$/, ''), filename: part.filename, data });
      } else {
        if (part.valueTruncated)
          throw refuse(part.fieldname, `The ${part.fieldname.replace(/_/g, ' ')} is too long.`);
        put(fields, part.fieldname, part.value);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: unknown }).code === 'FST_FILES_LIMIT' && opts.tooManyFiles)
      throw refuse(opts.tooManyFiles.code, opts.tooManyFiles.message);
    throw refuse('body', 'The request could not be read.');
  }
  return { fields, files };
}

export async function readFields(
  req: FastifyRequest,
  opts: ReadOptions = {},
): Promise<RequestFields> {
  const query = bag(req.query);
  if (req.isMultipart()) {
    const { fields, files } = await readMultipart(req, opts);
    return { fields: { ...query, ...fields }, files };
  }
  return { fields: { ...query, ...bag(req.body) }, files: [] };
}
