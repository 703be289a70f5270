import type { FastifyInstance } from 'fastify';
import { call, headers, type Json } from './helpers';

/** Customers, tokens, multipart bodies and tiny image headers for the account tests. */

export const DEMO = {
  phone: '+8801700000001',
  email: 'customer@storefront.example',
  password: 'demo1234',
} as const;

let n = 0;
/** A phone number no other test of this file uses. */
export function freshPhone(): string {
  n += 1;
  return `+88019${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`;
}

export const bearer = (token: string, extra: Record<string, string> = {}) =>
  headers({ extra: { Authorization: `Bearer ${token}`, ...extra } });

/** A ticket that opens this token's customer's event streams (`?ticket=`), URL-encoded. */
export async function streamTicket(app: FastifyInstance, token: string): Promise<string> {
  const res = await call(app, 'POST', '/api/v1/customer/stream-ticket', { headers: bearer(token) });
  if (res.status !== 200) throw new Error(`stream ticket: ${res.status}`);
  return encodeURIComponent((res.body as { ticket: string }).ticket);
}

export async function signUp(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<{ status: number; body: Json; token: string; phone: string }> {
  const phone = (body.phone as string | undefined) ?? freshPhone();
  const res = await call(app, 'POST', '/api/v1/auth/sign-up', {
    body: {
      f_name: 'Test',
      l_name: 'Customer',
      email: `${phone.replace(/\D/g, '')}@example.com`,
      password: 'secret123',
      phone,
      ...body,
    },
  });
  return { ...res, token: res.body?.token as string, phone };
}

export async function login(app: FastifyInstance, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/v1/auth/login', { body });
}

/** A customer with a token, ready to use. */
export async function customer(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const res = await signUp(app, body);
  if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  return { token: res.token, phone: res.phone, h: bearer(res.token) };
}

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; type?: string };
}

/** A multipart/form-data body for `app.inject`. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----storefront${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\n` +
            `Content-Type: ${p.file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function sendMultipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  parts: Part[],
): Promise<{ status: number; body: Json }> {
  const { payload, contentType } = multipart(parts);
  const res = await app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      'content-type': contentType,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload,
  });
  let body: Json = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON
  }
  return { status: res.statusCode, body };
}

/** A PNG header (signature + IHDR) of the given size, padded to `bytes`. */
export function png(width: number, height: number, bytes = 64): Buffer {
  const b = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b[24] = 8;
  b[25] = 6;
  return b;
}

export function gif(width: number, height: number): Buffer {
  const b = Buffer.alloc(32);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

/** SOI, an APP0 (JFIF) segment, then a baseline SOF0 with the size. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}
