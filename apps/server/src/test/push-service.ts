import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How a subscription's endpoint answers: RFC 8030's success, or the failures a sender must handle. */
export type PushMode = 'ok' | 'gone' | 'not_found' | 'rate_limited';

interface Device {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: string;
  mode: PushMode;
}

export interface ReceivedPush {
  deviceId: string;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * A stand-in push service on loopback HTTPS (web-push speaks TLS whatever the endpoint's scheme), doing
 * what a browser vendor's does (docs: ../shared/reference/wave3-protocols.md §3): it issues
 * subscriptions (a P-256 key pair and auth secret per fake browser, bound to the applicationServerKey),
 * checks each POST's headers (TTL, Urgency, Topic, aes128gcm), its VAPID JWT (ES256 over the key the
 * subscription was made with, `aud` = this origin, `exp` within 24 h, a `sub`), decrypts the body
 * (RFC 8291) with the subscription's private key, and answers 201. `setMode` makes an endpoint answer
 * 410, 404 or 429 instead. Refusals are kept in `refusals` with their reason, for tests to assert on.
 */
export class LoopbackPushService {
  readonly received: ReceivedPush[] = [];
  readonly refusals: { deviceId: string; status: number; reason: string }[] = [];
  /** The service's self-signed certificate (PEM): pass it as the sender's extra CA. */
  ca = '';
  origin = '';
  private server: Server | undefined;
  private devices = new Map<string, Device>();

  async start(): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-push-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
      this.ca = readFileSync(join(dir, 'cert.pem'), 'utf8');
      const key = readFileSync(join(dir, 'key.pem'), 'utf8');
      this.server = createServer({ key, cert: this.ca }, (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const [status, headers] = this.handle(
            req.method ?? '',
            req.url ?? '',
            req.headers,
            Buffer.concat(chunks),
          );
          res.writeHead(status, headers).end();
        });
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A fake browser's `PushSubscription.toJSON()`, made for `applicationServerKey` (the VAPID public key). */
  subscribe(applicationServerKey: string) {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    this.devices.set(id, { ecdh, publicKey, auth, applicationServerKey, mode: 'ok' });
    return {
      id,
      subscription: {
        endpoint: `${this.origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64u(publicKey), auth: b64u(auth) },
      },
    };
  }

  setMode(deviceId: string, mode: PushMode) {
    this.devices.get(deviceId)!.mode = mode;
  }

  private refuse(deviceId: string, status: number, reason: string): [number, Record<string, string>] {
    this.refusals.push({ deviceId, status, reason });
    return [status, {}];
  }

  private handle(
    method: string,
    url: string,
    headers: NodeJS.Dict<string | string[]>,
    body: Buffer,
  ): [number, Record<string, string>] {
    const id = /^\/push\/([\w-]+)$/.exec(url)?.[1] ?? '';
    const device = this.devices.get(id);
    if (method !== 'POST' || !device) return this.refuse(id, 404, 'no such subscription');
    if (device.mode === 'gone') return this.refuse(id, 410, 'unsubscribed');
    if (device.mode === 'not_found') return this.refuse(id, 404, 'expired');
    if (device.mode === 'rate_limited') {
      this.refusals.push({ deviceId: id, status: 429, reason: 'rate limited' });
      return [429, { 'retry-after': '30' }];
    }
    const ttl = headers.ttl;
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return this.refuse(id, 400, 'TTL missing');
    const urgency = headers.urgency;
    if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(String(urgency)))
      return this.refuse(id, 400, 'bad Urgency');
    const topic = headers.topic;
    if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(String(topic)))
      return this.refuse(id, 400, 'bad Topic');
    if (body.length > 4096) return this.refuse(id, 413, 'too large');

    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
    if (!auth) return this.refuse(id, 401, 'no VAPID authorization');
    const [, jwt, k] = auth;
    if (k !== device.applicationServerKey) return this.refuse(id, 403, 'k is not the subscription key');
    const vapidRefusal = this.checkJwt(jwt!, k);
    if (vapidRefusal) return this.refuse(id, 403, vapidRefusal);

    let message: unknown = null;
    if (body.length > 0) {
      if (headers['content-encoding'] !== 'aes128gcm') return this.refuse(id, 400, 'not aes128gcm');
      try {
        message = JSON.parse(decrypt(device, body).toString('utf8'));
      } catch (error) {
        return this.refuse(id, 400, `cannot decrypt: ${(error as Error).message}`);
      }
    }
    this.received.push({ deviceId: id, ttl: Number(ttl), urgency: urgency as string | undefined, message });
    return [201, { location: `${this.origin}/message/${randomUUID()}` }];
  }

  /** RFC 8292: ES256 over `header.payload` with the key `k`; `aud` this origin; `exp` within 24 h; `sub`. */
  private checkJwt(jwt: string, k: string): string | null {
    const parts = jwt.split('.');
    if (parts.length !== 3) return 'not a JWT';
    const [head, claims, signature] = parts as [string, string, string];
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
    if (header.alg !== 'ES256') return `alg ${header.alg}`;
    const point = Buffer.from(k, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
      format: 'jwk',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return 'bad signature';
    const c = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    const now = Math.floor(Date.now() / 1000);
    if (c.aud !== this.origin) return `aud ${c.aud}`;
    if (typeof c.exp !== 'number' || c.exp <= now || c.exp > now + 24 * 3600) return `exp ${c.exp}`;
    if (!c.sub) return 'no sub';
    return null;
  }
}

/** RFC 8291 on RFC 8188: one aes128gcm record, keyed from ECDH with the sender's key and the auth secret. */
function decrypt(device: Device, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes`);
  if (record.length > rs) throw new Error('more than one record');
  const secret = device.ecdh.computeSecret(senderKey);
  const prkKey = hmac(device.auth, secret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.publicKey,
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record delimiter is not 0x02');
  return padded.subarray(0, end);
}
