// Errors about one cart line carry its productId, so the store front can point at the line
// (contract: 400/409 bodies with productId), and the message's reason (docs/decisions/0095). checkout.routes.ts adds the field to the body.
import { shopperMessageOf } from '@storefleet/contracts';
import { type AppError, BadRequestError, ConflictError } from '../../lib/errors.ts';

export class CartLineError extends BadRequestError {
  constructor(
    message: string,
    readonly productId: number,
  ) {
    super(message);
  }
}

export class OutOfStockError extends ConflictError {
  constructor(
    message: string,
    readonly productId: number,
  ) {
    super(message);
  }
}

export function lineErrorBody(error: unknown) {
  if (!(error instanceof CartLineError || error instanceof OutOfStockError)) return undefined;
  return {
    message: error.message,
    code: (error as AppError).code,
    ...shopperMessageOf(error.message),
    productId: error.productId,
  };
}

/** '"Tee" is out of stock' or 'Only 2 of "Tee" left' (contract wording). */
export function outOfStockMessage(name: string, available: number): string {
  return available > 0 ? `Only ${available} of "${name}" left` : `"${name}" is out of stock`;
}
