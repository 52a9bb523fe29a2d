import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Secrets are random and long, so a fast hash is enough to store them (no password stretching). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const newSecret = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** A time-ordered UUID (v7), as the interface's user ids are. */
export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export { randomUUID };
