import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type {
  FastifyRouteSchemaDef,
  FastifySchemaCompiler,
  FastifyValidationResult,
} from 'fastify/types/schema';
import { findNonFiniteNumber, nonFiniteError } from './finite-numbers';

type RouteValidatorCompiler = FastifySchemaCompiler<unknown>;
type Validator = FastifyValidationResult;

// Compiling a route's schemas is most of the time an app takes to start. The pools live as
// long as the process, so every app built in it (a test file builds several) reuses one Ajv
// per set of options, and Ajv compiles each schema object once.
const lenientPool = AjvCompiler();
const strictPool = AjvCompiler();

/**
 * Query strings, path parameters and headers arrive as text, so their validators turn
 * '12' into 12 as Fastify does by default. A JSON body already carries its types: there a
 * wrong type is the client's mistake and gets a 400, instead of `null` quietly becoming 0,
 * `123` becoming '123' or a lone string becoming a one-item list.
 *
 * A number coerced from text must be finite: 'Infinity', '-1e309' and the like are refused
 * here, once for every query string, path and header schema (see finite-numbers.ts). A JSON
 * body needs no such check: without coercion Ajv's strictNumbers refuses them itself.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, ajvOptions = {}) => {
  // The pool's typings describe a bare Ajv compile; at run time it is given Fastify's route
  // definition, which says which part of the request the schema is for.
  const lenient = lenientPool(externalSchemas, ajvOptions) as unknown as RouteValidatorCompiler;
  const strictOptions = {
    ...ajvOptions,
    customOptions: { ...ajvOptions.customOptions, coerceTypes: false },
  } as typeof ajvOptions;
  const strict = strictPool(externalSchemas, strictOptions) as unknown as RouteValidatorCompiler;
  const compile: RouteValidatorCompiler = (route: FastifyRouteSchemaDef<unknown>) =>
    route.httpPart === 'body' ? strict(route) : finiteOnly(lenient(route));
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};

/** The coercing validator, failing when what it let through holds a non-finite number. */
function finiteOnly(validate: Validator): Validator {
  const checked: Validator = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const path = findNonFiniteNumber(data);
    checked.errors = path === null ? null : [nonFiniteError(path)];
    return path === null;
  };
  return checked;
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const serializerFactory = SerializerSelector();
const serializerPools = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's own response serializers, each compiled once per schema object and options: the
 * error answer every route declares is one schema, compiled once instead of once a route.
 */
export const buildSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const compile = serializerFactory(externalSchemas, serializerOpts);
  const poolKey = JSON.stringify([externalSchemas, serializerOpts]);
  let pool = serializerPools.get(poolKey);
  if (!pool) serializerPools.set(poolKey, (pool = new WeakMap()));
  const compiled = pool;
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};
