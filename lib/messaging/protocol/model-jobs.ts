import { z } from 'zod';
import { MODEL_JOB_LIMITS } from '../../contract/model-jobs';
import type { ConsoleModels, ConsoleStatus, ConsoleTask } from '../console-types';
import { message } from '../message-spec';

const consoleTask = z.object({
  route: z.enum(['ocr', 'blocks', 'document']),
  taskId: z.string().min(1).max(200),
});

/** The options page's model jobs console: models to pick, a file to submit, its tasks. */
export const modelJobMessages = {
  'modelJobs.models': message<ConsoleModels>()('page', z.object({})),
  'modelJobs.submit': message<ConsoleTask[]>()(
    'page',
    z.object({
      kind: z.enum(['image', 'document']),
      file: z.base64().min(1).max(MODEL_JOB_LIMITS.imageBase64Chars),
      name: z.string().min(1).max(255),
      model: z.string().min(1).max(200),
    }),
  ),
  'modelJobs.status': message<ConsoleStatus>()(
    'page',
    z.object({ tasks: z.array(consoleTask).min(1).max(2) }),
  ),
};
