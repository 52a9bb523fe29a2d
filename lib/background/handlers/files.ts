import type { LocaleLensClient } from '../../contract/client';
import type { fileMessages } from '../../messaging/protocol/files';
import type { AreaHandlers } from './types';

/** A manager's locale files from the options page, sent with the user's bearer token. */
export function createFileHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
): AreaHandlers<typeof fileMessages> {
  const project = (projectId: string) => ({ project_id: projectId });
  return {
    'files.push': ({ projectId, locale, namespace, entries, dryRun, overwrite, removeMissing }) =>
      client().call('projectPush', {
        params: project(projectId),
        body: {
          files: [{ locale, namespace, entries, base: null }],
          dry_run: dryRun,
          overwrite,
          remove_missing: removeMissing,
          approve: true,
        },
      }),
    'files.restore': ({ projectId, journalId, overwrite }) =>
      client().call('projectRestorePush', {
        params: { ...project(projectId), journal_id: journalId },
        body: { overwrite, dry_run: false },
      }),
    async 'files.texts'({ projectId, locale }) {
      const params = project(projectId);
      const texts = await client().call('projectTexts', { params, query: { locale } });
      const source =
        locale === texts.source_locale
          ? texts
          : await client().call('projectTexts', { params, query: { locale: texts.source_locale } });
      return {
        locale,
        sourceLocale: texts.source_locale,
        texts: texts.texts,
        sourceTexts: source.texts,
      };
    },
  };
}
