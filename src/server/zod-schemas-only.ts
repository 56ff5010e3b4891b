/**
 * Fastify's `schemaController` option for an instance whose schemas are all zod's (or which has
 * none): factories of our own stand for Fastify's default compilers, so that it never loads them,
 * ajv and fast-json-stringify, about a hundred modules at start-up. An instance given compilers
 * by setValidatorCompiler and setSerializerCompiler never calls these factories.
 */
function zodOnly(): never {
  throw new Error('schemas are compiled by zod: set the validator and serializer compilers');
}

export const zodSchemasOnly = {
  compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly },
};
