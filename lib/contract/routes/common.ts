import { errorBody, syncValidationErrorBody, validationErrorBody } from '../errors';

/** Response entries shared by many routes. */
export const err = (description: string) => ({ description, schema: errorBody });
export const invalid = { description: 'Validation error', schema: validationErrorBody };
export const invalidBatch = {
  description: 'Invalid composite key or batch data',
  schema: syncValidationErrorBody,
};
export const unauthenticated = err('Missing, invalid or expired credential');
