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
export const unauthorized = (message = 'Please sign in to continue') => new ApiError(401, message);
export const forbidden = (message = "You don't have permission to do that") => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);
