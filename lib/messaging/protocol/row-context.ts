import { z } from 'zod';
import type { RowComment, TargetContext } from '../../contract/context';
import { message } from '../message-spec';
import { rowRef } from '../schemas';

/** The messages of a row's context for translators (extension pages only). */
export const rowContextMessages = {
  /** The key's description, source, other languages, the row's history and comments. */
  'row.context': message<TargetContext>()('page', rowRef),
  /** Comments on the row as whoever is signed in; the publishable key is refused by the service. */
  'row.comment': message<RowComment>()(
    'page',
    rowRef.extend({ text: z.string().trim().min(1).max(1000) }),
  ),
};
