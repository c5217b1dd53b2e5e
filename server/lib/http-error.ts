import {
  refusalText,
  statusOf,
  type FieldRefusal,
  type RefusalCode,
  type RefusalValues,
} from "../../domain/refusals.ts";

type Field = string | (string | number)[];

type RefuseOptions<C extends RefusalCode> = {
  /** The field refused: the answer names it, and a form shows the words beside it. */
  field?: Field;
  headers?: Record<string, string>;
  /** More fields of the answer (the nearest free slots of a 409). */
  extra?: Record<string, unknown>;
} & (keyof RefusalValues<C> extends never ? { values?: undefined } : { values: RefusalValues<C> });

type HttpErrorOptions = {
  values?: Record<string, string | number>;
  field?: Field;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
  issues?: FieldRefusal[];
};

/** A field's refusal from before codes: its English only (LegacyIssue). Goes when every refusal has a code. */
type LegacyIssue = { path: (string | number)[]; message: string };

/**
 * A refusal on its way to the client: its code and values (domain/refusals.ts), the status to
 * answer, and the fields it is about. The words are chosen by who shows it (plugins/errors.ts
 * for the API, in the request's language; a page, in its own); `message` is the English, for
 * logs and tests.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: RefusalCode | undefined;
  readonly issues: (FieldRefusal | LegacyIssue)[];
  readonly values: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(code: RefusalCode, options?: HttpErrorOptions);
  /** @deprecated A refusal in English only: give it a code (domain/refusal-texts/) and use `refuse`. */
  constructor(
    statusCode: number,
    message: string,
    issues?: LegacyIssue[],
    headers?: Record<string, string>,
    extra?: Record<string, unknown>,
  );
  constructor(
    codeOrStatus: RefusalCode | number,
    optionsOrMessage: HttpErrorOptions | string = {},
    issues: LegacyIssue[] = [],
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    if (typeof codeOrStatus === "number") {
      super(optionsOrMessage as string);
      this.statusCode = codeOrStatus;
      this.code = undefined;
      this.values = {};
      this.issues = issues;
      this.headers = headers;
      this.extra = extra;
      return;
    }
    const options = optionsOrMessage as HttpErrorOptions;
    const values = options.values ?? {};
    super(refusalText("en", codeOrStatus, values));
    this.statusCode = statusOf(codeOrStatus);
    this.code = codeOrStatus;
    this.values = values;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
    const path = typeof options.field === "string" ? [options.field] : options.field;
    this.issues = options.issues ?? (path ? [{ path, code: codeOrStatus, values }] : []);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** @deprecated A field's refusal in English only: use `refuse(code, { field })`. */
export function invalidField(field: string | (string | number)[], message: string): HttpError {
  const path = typeof field === "string" ? [field] : field;
  return new HttpError(400, `Invalid body: ${path.join(".")}: ${message}`, [{ path, message }]);
}

/** A refusal: `refuse("SLOT_TAKEN")`, `refuse("PINCODE_UNSERVED", { field: "pincode", values: { pincode } })`. */
export function refuse<C extends RefusalCode>(
  code: C,
  ...[options]: keyof RefusalValues<C> extends never ? [options?: RefuseOptions<C>] : [options: RefuseOptions<C>]
): HttpError {
  return new HttpError(code, options);
}
