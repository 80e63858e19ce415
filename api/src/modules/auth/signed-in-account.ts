import { UnauthorizedError } from '../../errors';

/**
 * The row of the account a valid token names. The account may have gone since the token was
 * issued: then 401, so that the client signs in again.
 */
export function signedInAccount<Row>(row: Row | undefined): Row {
  if (!row) throw new UnauthorizedError();
  return row;
}
