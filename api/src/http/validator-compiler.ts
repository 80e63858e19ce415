import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyRouteSchemaDef, FastifySchemaCompiler } from 'fastify/types/schema';

type RouteValidatorCompiler = FastifySchemaCompiler<unknown>;

/**
 * Query strings, path parameters and headers arrive as text, so their validators turn
 * '12' into 12 as Fastify does by default. A JSON body already carries its types: there a
 * wrong type is the client's mistake and gets a 400, instead of `null` quietly becoming 0,
 * `123` becoming '123' or a lone string becoming a one-item list.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, ajvOptions = {}) => {
  // The pool's typings describe a bare Ajv compile; at run time it is given Fastify's route
  // definition, which says which part of the request the schema is for.
  const lenient = AjvCompiler()(externalSchemas, ajvOptions) as unknown as RouteValidatorCompiler;
  const strictOptions = {
    ...ajvOptions,
    customOptions: { ...ajvOptions.customOptions, coerceTypes: false },
  } as typeof ajvOptions;
  const strict = AjvCompiler()(externalSchemas, strictOptions) as unknown as RouteValidatorCompiler;
  const compile: RouteValidatorCompiler = (route: FastifyRouteSchemaDef<unknown>) =>
    route.httpPart === 'body' ? strict(route) : lenient(route);
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};
