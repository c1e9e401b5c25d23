import { storableTextSchema } from '@kasuwa/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The zod validator with one rule in front of every route's body, query, params and headers: no text
 * PostgreSQL cannot store anywhere (a NUL, half a surrogate pair: see storableTextSchema). It fails as
 * any other field does, 400 VALIDATION_FAILED naming the field, and the route's own schema never runs.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: storableTextSchema.pipe(route.schema) });
