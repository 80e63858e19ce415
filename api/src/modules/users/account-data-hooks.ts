import type { AccountExport } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { Provided } from '../../hooks';

// What an account's export asks of the modules above this one that own its data, declared
// here so the account module never imports them.

/** The account's comments, oldest first, as the export lists them (markers provides it). */
export const exportedComments = new Provided<
  (db: Db, userId: string) => Promise<AccountExport['comments']>
>("An account export's comments");
