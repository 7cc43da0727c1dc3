import { GENERAL_MESSAGES } from './contract.ts';

/** A refusal the member can act on; the error handler answers it as `{ message }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string = GENERAL_MESSAGES.signIn) => new ApiError(401, message);
export const forbidden = (message: string = GENERAL_MESSAGES.forbidden) => new ApiError(403, message);
export const notFound = (message: string = GENERAL_MESSAGES.notFound) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);
