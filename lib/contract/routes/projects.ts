import {
  counterOfferRequest,
  createOffersRequest,
  createOffersResponse,
  offerListQuery,
  offerListResponse,
  offerParams,
  offerRecord,
  projectMembersResponse,
  projectParams,
  projectTargetsResponse,
  type OfferAction,
} from '../offers';
import { continuousProjectRequest, createdProject, projectsResponse } from '../projects';
import { defineRoute } from '../route';
import { validationErrorBody } from '../errors';
import { err, invalid, unauthenticated } from './common';

const offerNotFound = err('Offer not found');
const wrongState = err('The offer is not in a state that allows this action');

/** The bodiless actions on one offer; each answers with the offer record. */
const offerAction = <const Id extends string>(
  id: Id,
  action: Exclude<OfferAction, 'counter'>,
  summary: string,
  forbidden: string,
) =>
  defineRoute({
    id,
    method: 'post',
    path: `/api/projects/offers/{assignment_uuid}/${action}`,
    area: 'projects',
    summary,
    auth: 'bearer',
    params: offerParams,
    responses: {
      200: { description: 'The offer after the action', schema: offerRecord },
      401: unauthenticated,
      403: err(forbidden),
      404: offerNotFound,
      409: wrongState,
    },
  });

export const projectRoutes = [
  defineRoute({
    id: 'listProjects',
    method: 'get',
    path: '/api/projects',
    area: 'projects',
    summary: "The caller's projects with role, source locale and locales",
    auth: 'bearer',
    responses: { 200: { description: 'Projects', schema: projectsResponse }, 401: unauthenticated },
  }),
  defineRoute({
    id: 'createContinuousProject',
    method: 'post',
    path: '/api/continuous/projects',
    area: 'projects',
    summary: 'Create a continuous project; the caller becomes its project manager',
    auth: 'bearer',
    body: continuousProjectRequest,
    responses: {
      201: {
        description: 'The project (continuous: true) with its languages',
        schema: createdProject,
      },
      // The interface answers 400 here; the body is the validation shape all the same.
      400: {
        description: 'Invalid input (missing name, unknown workflow_key)',
        schema: validationErrorBody,
      },
      401: unauthenticated,
      403: err('Not allowed to create projects'),
      404: err('Not found'),
      409: err('Conflict'),
      500: err('Creation failed'),
    },
  }),
  defineRoute({
    id: 'createOffers',
    method: 'post',
    path: '/api/projects/{project_id}/offers',
    area: 'projects',
    summary: 'Offer project file targets to users (totals are recomputed as rate × volume)',
    auth: 'bearer',
    params: projectParams,
    body: createOffersRequest,
    responses: {
      201: { description: 'The offers created', schema: createOffersResponse },
      401: unauthenticated,
      403: err('Project manager required'),
      404: err('Project, file target or user not found'),
      409: err('ACTIVE_OFFER_EXISTS: a target already has an offer, accepted or confirmed offer'),
      422: invalid,
    },
  }),
  offerAction('acceptOffer', 'accept', 'Accept an offer', 'Only the offeree may accept'),
  offerAction('declineOffer', 'decline', 'Decline an offer', 'Only the offeree may decline'),
  offerAction('withdrawOffer', 'withdraw', 'Withdraw an offer', 'Project manager required'),
  offerAction('confirmOffer', 'confirm', 'Confirm an accepted offer', 'Project manager required'),
  offerAction(
    'acceptCounterOffer',
    'accept-counter',
    "Accept the offeree's counter: its terms become the offer's, state accepted",
    'Project manager required',
  ),
  defineRoute({
    id: 'counterOffer',
    method: 'post',
    path: '/api/projects/offers/{assignment_uuid}/counter',
    area: 'projects',
    summary: 'Propose other terms; the offer stays in state offer with counter filled',
    auth: 'bearer',
    params: offerParams,
    body: counterOfferRequest,
    responses: {
      200: { description: 'The offer with its counter', schema: offerRecord },
      401: unauthenticated,
      403: err('Only the offeree may counter'),
      404: offerNotFound,
      409: wrongState,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'listOffers',
    method: 'get',
    path: '/api/offers',
    area: 'projects',
    summary: "Offers to the caller and offers of the caller's projects as manager, newest first",
    auth: 'bearer',
    query: offerListQuery,
    responses: {
      200: {
        description: 'Offers with project name, namespace and locale',
        schema: offerListResponse,
      },
      401: unauthenticated,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'projectTargets',
    method: 'get',
    path: '/api/projects/{project_id}/targets',
    area: 'projects',
    summary: "The project's file targets (namespace × locale) with counts and the active offer",
    auth: 'bearer',
    params: projectParams,
    responses: {
      200: { description: 'File targets', schema: projectTargetsResponse },
      401: unauthenticated,
      403: err('Project members only'),
      404: err('Project not found'),
    },
  }),
  defineRoute({
    id: 'projectMembers',
    method: 'get',
    path: '/api/projects/{project_id}/members',
    area: 'projects',
    summary: "The project's members with their role and stage assignments",
    auth: 'bearer',
    params: projectParams,
    responses: {
      200: { description: 'Members', schema: projectMembersResponse },
      401: unauthenticated,
      403: err('Project manager required'),
      404: err('Project not found'),
    },
  }),
] as const;

export type ProjectRouteId = (typeof projectRoutes)[number]['id'];
