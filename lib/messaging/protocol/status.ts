import { z } from 'zod';
import { message } from '../message-spec';
import { readKeyRef } from '../key-readers';
import { lenientArray, locale } from '../schemas';
import type { StatusAnswer, TranslationsByNamespace } from '../types';
import { MAX_FRAME_KEYS } from './frames';

/** What the page's keys stand at, and the delivered texts the lens matches (content scripts). */
export const statusMessages = {
  'status.get': message<StatusAnswer>()(
    'content',
    z.object({ locale, refs: lenientArray(readKeyRef, MAX_FRAME_KEYS) }),
  ),
  'translations.get': message<TranslationsByNamespace>()('content', z.object({ locale })),
};
