import type { RouteId } from '../../lib/contract/routes';
import type { Service } from '../service-deps';
import { collectHandlers, type Handlers } from '../http/serve-routes';
import { accountArea } from './account';
import { editorArea } from './editor';
import { integrationKeysArea } from './integration-keys';
import { modelJobsArea } from './model-jobs';
import { projectsArea } from './projects';
import { pushArea } from './push';
import { screenshotsArea } from './screenshots';
import { syncArea } from './sync';
import { teamArea } from './team';
import { webhooksArea } from './webhooks';

/** The areas of the interface this service serves; each serves routes of the table by id. */
const API_AREAS = [
  accountArea,
  projectsArea,
  integrationKeysArea,
  editorArea,
  screenshotsArea,
  syncArea,
  pushArea,
  modelJobsArea,
  webhooksArea,
  teamArea,
];

/** Every handler of the interface, by route id. */
export const serviceHandlers = (svc: Service): Handlers =>
  collectHandlers((serve) => API_AREAS.forEach((area) => area(serve, svc)));

// Registering only records handlers, none runs: a service that is never touched is enough.
const UNUSED_SERVICE = new Proxy({} as Service, {
  get: () => {
    throw new Error('No handler runs while the served routes are listed');
  },
});

/** The ids of the routes this service serves; every other route of the table answers 501. */
export const SERVED_ROUTE_IDS: ReadonlySet<RouteId> = new Set(
  serviceHandlers(UNUSED_SERVICE).keys(),
);
