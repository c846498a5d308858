// How column values come back, on PostgreSQL and PGlite alike.
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;

/** Money and sizes are numeric(12,2): well inside a double. Counts come back as int8. */
export const typeParsers = {
  [NUMERIC_OID]: (v: string) => Number(v),
  [INT8_OID]: (v: string) => Number(v),
  [DATE_OID]: (v: string) => v,
};
