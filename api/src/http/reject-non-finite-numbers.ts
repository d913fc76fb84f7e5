/**
 * Every number the api accepts is finite. Ajv coerces query, path and header strings to numbers, and
 * turns "Infinity", "-Infinity" or "1e400" into a non-finite number that its own minimum and maximum
 * checks then skip (they only run on finite values): a loop bounded by `length <= 12` would run
 * forever. Rather than trust every schema to repeat a keyword, the validator compiler itself rejects
 * any non-finite number left in validated data, so no route can forget it.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

type ValidateFunction = ((data: unknown, options?: unknown) => unknown) & { errors?: ValidationError[] | null };

/** The path (`/adult`, `/items/0/price`) of the first non-finite number in `value`, or null. */
export function findNonFiniteNumber(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFiniteNumber(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

function rejectingNonFinite(validate: ValidateFunction): ValidateFunction {
  const wrapped: ValidateFunction = Object.assign((data: unknown, options?: unknown) => {
    const valid = validate(data, options);
    if (valid === false) {
      wrapped.errors = validate.errors ?? null;
      return false;
    }
    const path = findNonFiniteNumber(data);
    if (path === null) {
      wrapped.errors = null;
      return valid;
    }
    wrapped.errors = [
      { instancePath: path, schemaPath: '#', keyword: 'finite', params: {}, message: 'must be a finite number' },
    ];
    return false;
  }, validate);
  return wrapped;
}

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/** Fastify's own Ajv compiler, with every validator it builds wrapped by the finite-number rule. */
export function finiteNumberValidatorFactory(): BuildValidator {
  const buildFromPool = AjvCompiler();
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = (buildFromPool as (schemas: unknown, options: unknown) => (route: unknown) => ValidateFunction)(
      externalSchemas,
      options,
    );
    return (route: unknown) => rejectingNonFinite(compile(route));
  }) as unknown as BuildValidator;
}
