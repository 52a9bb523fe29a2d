import type { Service } from '../../service-deps';
import {
  refuseUpload,
  SERVED_BACKENDS,
  sniffDocument,
} from '../../engines/documents/document-kind';
import { ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import type { DocumentPayload } from '../../model-jobs/document-task';
import { enqueueTask, ownTask, taskRecord } from './tasks';

/** Document parsing: a PDF, a Word document or an image in, structured markdown and blocks out. */
export function documentRoutes(serve: Serve, svc: Service): void {
  serve('submitDocumentParse', async (c, { caller, body }) => {
    const refuse = (field: string, msg: string, type: string) => {
      throw new ValidationError([{ loc: ['body', field], msg, type }]);
    };
    if (!SERVED_BACKENDS.includes(body.backend))
      refuse(
        'backend',
        `The ${body.backend} backend is not available here; use ${SERVED_BACKENDS.join(' or ')}`,
        'backend_unavailable',
      );
    const bytes = Buffer.from(await body.file.arrayBuffer());
    const kind = sniffDocument(bytes);
    if (!kind)
      refuse(
        'file',
        'The file is not a PDF, a Word document (DOCX) or a PNG or JPEG image',
        'file_type',
      );
    const refused = refuseUpload(kind!, bytes);
    if (refused) refuse('file', refused, 'file_invalid');
    const payload: DocumentPayload = {
      file: bytes.toString('base64'),
      options: {
        backend: body.backend,
        parse_method: body.parse_method,
        language: body.language,
        formula_enable: body.formula_enable,
        table_enable: body.table_enable,
      },
    };
    const job = await enqueueTask(svc, 'parse', caller.userId, payload);
    return c.json({ task_id: job.job_id, status: 'queued' as const }, 202);
  });
  serve('getDocumentParseTask', async (c, { caller, params }) =>
    c.json(taskRecord(await ownTask(svc, params.task_id, caller.userId, 'parse'), 'queued')),
  );
}
