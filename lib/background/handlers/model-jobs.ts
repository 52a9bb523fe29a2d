import type { LocaleLensClient } from '../../contract/client';
import type { modelJobMessages } from '../../messaging/protocol/model-jobs';
import { consoleModels, consoleStatus, submitConsoleJob } from '../model-jobs-console';
import type { AreaHandlers } from './types';

/** The options page's model jobs console, asked with the signed-in user's bearer token. */
export function createModelJobHandlers(
  asUser: () => LocaleLensClient,
): AreaHandlers<typeof modelJobMessages> {
  return {
    'modelJobs.models': () => consoleModels(asUser()),
    'modelJobs.submit': (job) => submitConsoleJob(asUser(), job),
    'modelJobs.status': ({ tasks }) => consoleStatus(asUser(), tasks),
  };
}
