import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Secrets are random and long, so a fast hash is enough to store them (no password stretching). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const newSecret = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

export { randomUUID };
