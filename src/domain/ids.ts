// Row ids as they arrive in paths, query strings and bodies. Ids are PostgreSQL `integer`
// columns, so a number past MAX_ID is refused here (422) before it can reach a query.
import { z } from 'zod';
import { fromDigits } from './query-number';

/** The largest value of a PostgreSQL integer column. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, given as a number or as its digits ('12'); `name` is for messages. */
export const idSchema = (name = 'id') =>
  z.preprocess(
    fromDigits,
    z
      .number({ error: `The ${name} must be an integer.` })
      .int({ error: `The ${name} must be an integer.` })
      .positive({ error: `The ${name} must be an integer.` })
      .max(MAX_ID, { error: `The selected ${name} is invalid.` }),
  );
