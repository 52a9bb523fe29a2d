import { z } from 'zod';
import { LIMITS } from '../../contract/assumed';
import { pushEntry, type PushResult, type TextsResponse } from '../../contract/push';
import { message } from '../message-spec';
import { locale, namespace } from '../schemas';

/** A language's texts for a download, with the source language's (some formats carry both). */
export interface FileTexts {
  locale: string;
  sourceLocale: string;
  texts: TextsResponse['texts'];
  sourceTexts: TextsResponse['texts'];
}

const projectId = z.string().trim().min(1).max(100);

/**
 * Locale files in the options page: a manager's upload (planned, then applied), its restore, and
 * a language's texts to download. The page reads and writes the files; the background calls the
 * service with the manager's sign-in.
 */
export const fileMessages = {
  /** `dryRun`: the plan only. Conflicts are written with `overwrite`, as `push --overwrite`. */
  'files.push': message<PushResult>()(
    'page',
    z.object({
      projectId,
      locale,
      namespace,
      entries: z.array(pushEntry).min(1).max(LIMITS.pushEntries),
      dryRun: z.boolean(),
      overwrite: z.boolean().default(false),
      removeMissing: z.boolean().default(false),
    }),
  ),
  'files.restore': message<PushResult>()(
    'page',
    z.object({
      projectId,
      journalId: z.string().trim().min(1).max(100),
      overwrite: z.boolean().default(false),
    }),
  ),
  'files.texts': message<FileTexts>()('page', z.object({ projectId, locale })),
};
