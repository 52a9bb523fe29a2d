import { defineRoute } from '../route';
import {
  SCREENSHOT_BASE64_CHARS,
  screenshotImage,
  screenshotInfo,
  screenshotList,
  screenshotParams,
  screenshotsQuery,
  screenshotUpload,
} from '../screenshots';
import { err, invalid, unauthenticated } from './common';

/** Room for the JSON around a screenshot's base64 (its key, page and box). */
const ENVELOPE_BYTES = 16 * 1024;

export const screenshotRoutes = [
  defineRoute({
    id: 'addScreenshot',
    method: 'post',
    path: '/api/integrations/screenshots',
    area: 'editor',
    summary: 'Attach a screenshot to a key for a language and page (newest kept, a few older)',
    auth: 'integration-key',
    body: screenshotUpload,
    bodyLimit: SCREENSHOT_BASE64_CHARS + ENVELOPE_BYTES,
    responses: {
      201: { description: 'The screenshot kept', schema: screenshotInfo },
      401: unauthenticated,
      403: err('READ_ONLY_KEY: a publishable key cannot attach screenshots'),
      404: err('Unknown locale or key'),
      413: err('Body over the size limit'),
      422: err('Validation error, or UNSUPPORTED_IMAGE: not a PNG or WebP'),
    },
  }),
  defineRoute({
    id: 'listScreenshots',
    method: 'get',
    path: '/api/integrations/screenshots',
    area: 'editor',
    summary: "A key's screenshots in a language, newest first, each saying whether it is stale",
    auth: 'integration-key',
    query: screenshotsQuery,
    responses: {
      200: { description: 'Screenshots without their images', schema: screenshotList },
      401: unauthenticated,
      403: err('FORBIDDEN: a publishable key cannot read screenshots'),
      404: err('Unknown locale or key'),
      422: invalid,
    },
  }),
  defineRoute({
    id: 'getScreenshot',
    method: 'get',
    path: '/api/integrations/screenshots/{screenshot_id}',
    area: 'editor',
    summary: 'One screenshot with its image (base64)',
    auth: 'integration-key',
    params: screenshotParams,
    responses: {
      200: { description: 'The screenshot and its image', schema: screenshotImage },
      401: unauthenticated,
      403: err('FORBIDDEN: a publishable key cannot read screenshots'),
      404: err('No such screenshot in the project'),
      422: invalid,
    },
  }),
] as const;
