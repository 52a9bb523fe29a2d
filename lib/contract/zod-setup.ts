import { z } from 'zod';

/**
 * Extension pages and the service worker run under MV3's CSP, which forbids the `new Function`
 * zod uses to compile schemas. Import this module first in every extension entrypoint.
 */
z.config({ jitless: true });
