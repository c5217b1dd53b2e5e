import {
  refusalText,
  statusOf,
  type FieldRefusal,
  type RefusalCode,
  type RefusalValues,
} from "../../domain/refusals.ts";

type Field = string | (string | number)[];

type HttpErrorOptions = {
  values?: Record<string, string | number>;
  /** The field refused: the answer names it, and a form shows the words beside it. */
  field?: Field;
  headers?: Record<string, string>;
  /** More fields of the answer (the nearest free slots of a 409). */
  extra?: Record<string, unknown>;
};

/** The options of `refuse`: the values exactly as the code's words name them. */
type RefuseOptions<C extends RefusalCode> = Omit<HttpErrorOptions, "values"> &
  (keyof RefusalValues<C> extends never ? { values?: undefined } : { values: RefusalValues<C> });

/**
 * A refusal on its way to the client: its code and values (domain/refusals.ts), the status to
 * answer, and the fields it is about. The words are chosen by who shows it (plugins/errors.ts
 * for the API, in the request's language; a page, in its own); `message` is the English, for
 * logs and tests.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues: FieldRefusal[];
  readonly values: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;
  readonly code: RefusalCode;

  constructor(code: RefusalCode, options: HttpErrorOptions = {}) {
    const values = options.values ?? {};
    super(refusalText("en", code, values));
    this.code = code;
    this.statusCode = statusOf(code);
    this.values = values;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
    const path = typeof options.field === "string" ? [options.field] : options.field;
    this.issues = path ? [{ path, code, values }] : [];
  }
}

/** A refusal: `refuse("SLOT_TAKEN")`, `refuse("PINCODE_UNSERVED", { field: "pincode", values: { pincode } })`. */
export function refuse<C extends RefusalCode>(
  code: C,
  ...[options]: keyof RefusalValues<C> extends never ? [options?: RefuseOptions<C>] : [options: RefuseOptions<C>]
): HttpError {
  return new HttpError(code, options);
}
