import {
  changeEmailConfirmRequest,
  changeEmailInitiateRequest,
  changeEmailInitiateResponse,
  changePasswordRequest,
  loginRequest,
  loginResponse,
  passwordStrength,
  passwordStrengthQuery,
  profileUpdateRequest,
  userProfile,
} from '../account';
import { defineRoute } from '../route';
import { err, invalid, unauthenticated } from './common';

const area = 'account';

export const accountRoutes = [
  defineRoute({
    id: 'login',
    method: 'post',
    path: '/auth/login',
    area,
    summary: 'Sign in with e-mail and password; answers an access token and the profile',
    auth: 'none',
    body: loginRequest,
    responses: {
      200: { description: 'Access token, server time and profile', schema: loginResponse },
      401: err('INVALID_CREDENTIALS (the same answer, in the same time, for unknown e-mails)'),
      422: invalid,
      429: err('5 failed sign-ins in 15 min for this e-mail; see Retry-After'),
    },
  }),
  defineRoute({
    id: 'getProfile',
    method: 'get',
    path: '/auth/profile',
    area,
    summary: "The caller's profile",
    auth: 'bearer',
    responses: { 200: { description: 'Profile', schema: userProfile }, 401: unauthenticated },
  }),
  defineRoute({
    id: 'updateProfile',
    method: 'put',
    path: '/auth/profile',
    area,
    summary: 'Update name, surname, company, experience level and languages',
    auth: 'bearer',
    body: profileUpdateRequest,
    responses: {
      200: { description: 'The updated profile', schema: userProfile },
      401: unauthenticated,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'passwordStrength',
    method: 'post',
    path: '/auth/password-strength',
    area,
    summary: 'Estimate the strength of a password (query parameter, no body)',
    auth: 'bearer',
    query: passwordStrengthQuery,
    responses: {
      200: {
        description: 'Score 0–4, label, feedback and character classes',
        schema: passwordStrength,
      },
      401: unauthenticated,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'changePassword',
    method: 'post',
    path: '/auth/change-password',
    area,
    summary: 'Change the password; the new one must pass the password policy',
    auth: 'bearer',
    body: changePasswordRequest,
    responses: {
      204: { description: 'Changed' },
      401: err('Not signed in, or the current password is wrong'),
      422: {
        ...invalid,
        description: 'Invalid body, or the new password fails the policy (one item per reason)',
      },
      429: err('Too many wrong passwords for this e-mail; see Retry-After'),
    },
  }),
  defineRoute({
    id: 'initiateEmailChange',
    method: 'post',
    path: '/auth/change-email/initiate',
    area,
    summary: 'Start an e-mail change: a confirmation token goes to the new address',
    auth: 'bearer',
    body: changeEmailInitiateRequest,
    responses: {
      202: { description: 'Confirmation sent', schema: changeEmailInitiateResponse },
      401: err('Not signed in, or the current password is wrong'),
      409: err('EMAIL_IN_USE: another account has this e-mail'),
      422: invalid,
      429: err('Too many wrong passwords for this e-mail; see Retry-After'),
    },
  }),
  defineRoute({
    id: 'confirmEmailChange',
    method: 'post',
    path: '/auth/change-email/confirm',
    area,
    summary: 'Confirm an e-mail change with the token sent to the new address',
    auth: 'bearer',
    body: changeEmailConfirmRequest,
    responses: {
      200: { description: 'The profile with the new e-mail', schema: userProfile },
      400: err('INVALID_TOKEN: unknown, already used, expired, or for another account'),
      401: unauthenticated,
      409: err('EMAIL_IN_USE: another account took this e-mail meanwhile'),
      422: invalid,
    },
  }),
] as const;

export type AccountRouteId = (typeof accountRoutes)[number]['id'];
