import { z } from 'zod';
import { LIMITS } from './assumed';

const encoder = new TextEncoder();

/** A string whose UTF-8 size is within the value limit (works in Node and in the browser). */
export const limitedText = (name: string) =>
  z.string().refine((s) => encoder.encode(s).length <= LIMITS.valueBytes, {
    message: `${name} is over the limit of ${LIMITS.valueBytes} bytes`,
  });
