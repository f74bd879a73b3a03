import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { companyListSchema, errorBodySchema, eventListSchema, freshnessSchema } from './schemas/api';
import { companyListItemSchema, companySchema } from './schemas/company';
import { eventSchema, partialEventSchema } from './schemas/event';
import { deadLetterMessageSchema, rawFilingMessageSchema } from './schemas/messages';
import type { CompanyList, ErrorBody, EventList, Freshness } from './schemas/api';
import type { Company, CompanyListItem } from './schemas/company';
import type { Event } from './schemas/event';
import type { DeadLetterMessage, RawFilingMessage } from './schemas/messages';

/** The one shared ajv instance; every schema is compiled once, on first use. */
export const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
addFormats(ajv);

/**
 * A schema embedded in another (Event in EventList) is added to ajv under its $id when the outer one
 * compiles; compiling it again would throw "already exists", so a known $id is looked up first.
 */
function lazy<T>(schema: { $id?: string }): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  const fn = ((data: unknown) => {
    compiled ??= (schema.$id ? ajv.getSchema<T>(schema.$id) : undefined) ?? ajv.compile<T>(schema);
    const ok = compiled(data);
    fn.errors = compiled.errors;
    return ok;
  }) as ValidateFunction<T>;
  return fn;
}

export const validators = {
  event: lazy<Event>(eventSchema),
  partialEvent: lazy<unknown>(partialEventSchema),
  eventList: lazy<EventList>(eventListSchema),
  companyListItem: lazy<CompanyListItem>(companyListItemSchema),
  company: lazy<Company>(companySchema),
  companyList: lazy<CompanyList>(companyListSchema),
  errorBody: lazy<ErrorBody>(errorBodySchema),
  rawFiling: lazy<RawFilingMessage>(rawFilingMessageSchema),
  deadLetter: lazy<DeadLetterMessage>(deadLetterMessageSchema),
  freshness: lazy<Freshness>(freshnessSchema),
} as const;

export type ValidatorName = keyof typeof validators;

/** Human-readable one-line summary of ajv errors, e.g. "/impact/score must be <= 5". */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return 'valid';
  return errors
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`)
    .join('; ');
}

export class ContractViolation extends Error {
  constructor(
    readonly contract: ValidatorName,
    readonly details: string,
  ) {
    super(`${contract} violates its contract: ${details}`);
    this.name = 'ContractViolation';
  }
}

/** Validates and narrows, or throws ContractViolation with the reasons. */
export function assertValid<N extends ValidatorName>(
  name: N,
  data: unknown,
): asserts data is (typeof validators)[N] extends ValidateFunction<infer T> ? T : never {
  const validate = validators[name] as ValidateFunction<unknown>;
  if (!validate(data)) throw new ContractViolation(name, describeErrors(validate.errors));
}
