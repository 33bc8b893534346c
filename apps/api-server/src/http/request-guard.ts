// Every API request is checked against its contract before a handler runs (issue #10 item 6): the
// query and path parameters and the top-level JSON body fields the operation documents (type,
// integer range, enum, length, from openapi/ through src/generated/request-rules.ts), and, for
// every value, no control characters (a NUL reaches PostgreSQL as an error) and no runaway size or
// nesting. A request that breaks a rule gets the envelope's parameter error, HTTP 200 with code 400
// (DESIGN §4), naming the parameter but never echoing its value. Handlers keep their own checks for
// what the contract cannot say (required-ness with the spec's own messages, formats).
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../app-options';
import { REQUEST_RULES } from '../generated/request-rules';
import type { OperationRules, ValueRule } from './request-rules-types';

/** PostgreSQL `integer`: what an integer parameter without its own range must fit. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** Longest query or path value the contract leaves open (URLs a seller pastes fit easily). */
export const QUERY_VALUE_MAX_LENGTH = 2_048;
/** Longest JSON string the contract leaves open (the body itself is at most 64 KiB). */
export const BODY_STRING_MAX_LENGTH = 20_000;
/** Deepest JSON nesting accepted: the contract's bodies are at most a few levels deep. */
export const BODY_MAX_DEPTH = 16;
/** The envelope code of a parameter error. */
export const PARAMETER_ERROR_CODE = 400;

// C0 controls and DEL; tab, line feed and carriage return are text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

interface CompiledOperation {
  rules: OperationRules;
  pattern: RegExp;
  /** Names of the path parameters in pattern group order. */
  names: string[];
}

function compile(rules: OperationRules): CompiledOperation {
  const names: string[] = [];
  const source = rules.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { rules, pattern: new RegExp(`^${source}/?$`), names };
}

const OPERATIONS = REQUEST_RULES.map(compile);

export function findOperation(method: string, pathname: string): { operation: CompiledOperation; pathValues: Record<string, string> } | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  for (const operation of OPERATIONS) {
    if (operation.rules.method !== m) continue;
    const match = operation.pattern.exec(pathname);
    if (match) return { operation, pathValues: Object.fromEntries(operation.names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** Why a text value (query or path) breaks its rule, or null. */
export function textValueProblem(raw: string, rule: ValueRule | undefined): string | null {
  if (CONTROL.test(raw)) return 'contains a control character';
  if (raw.length > (rule?.maxLength ?? QUERY_VALUE_MAX_LENGTH)) return 'is too long';
  if (!rule || raw === '') return null;
  if (rule.type === 'integer' || rule.type === 'number') {
    const text = raw.trim();
    const valid = rule.type === 'integer' ? /^[+-]?\d{1,10}$/.test(text) : text !== '' && Number.isFinite(Number(text));
    if (!valid) return `must be ${rule.type === 'integer' ? 'an integer' : 'a number'}`;
    return numberProblem(Number(text), rule);
  }
  if (rule.type === 'boolean' && !['true', 'false', '0', '1'].includes(raw)) return 'must be true or false';
  if (rule.enum && rule.type === 'string' && !rule.enum.includes(raw)) return 'is not one of the allowed values';
  return null;
}

function numberProblem(n: number, rule: ValueRule): string | null {
  const min = rule.minimum ?? (rule.type === 'integer' ? INT32_MIN : -Number.MAX_VALUE);
  const max = rule.maximum ?? (rule.type === 'integer' ? INT32_MAX : Number.MAX_VALUE);
  if (n < min || n > max) return 'is out of range';
  if (rule.enum && !rule.enum.some((allowed) => Number(allowed) === n)) return 'is not one of the allowed values';
  return null;
}

/** Why a JSON value (anywhere in a body) breaks the size, nesting and control-character limits, or null. */
export function jsonValueProblem(value: unknown, depth = 0): string | null {
  if (depth > BODY_MAX_DEPTH) return 'is nested too deeply';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'contains a NUL character';
    return value.length > BODY_STRING_MAX_LENGTH ? 'is too long' : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = jsonValueProblem(key, depth + 1) ?? jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** Why a top-level body field breaks its documented rule, or null. Numbers sent as numeric strings pass. */
export function bodyFieldProblem(value: unknown, rule: ValueRule): string | null {
  if (value === undefined || value === null) return null;
  if (rule.type === 'integer' || rule.type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(n) || (rule.type === 'integer' && !Number.isInteger(n))) return `must be ${rule.type === 'integer' ? 'an integer' : 'a number'}`;
    return numberProblem(n, rule);
  }
  if (rule.type === 'string') {
    if (typeof value !== 'string' && typeof value !== 'number') return 'must be a string';
    const text = String(value);
    if (rule.maxLength !== undefined && text.length > rule.maxLength) return 'is too long';
    if (rule.enum && !rule.enum.includes(text)) return 'is not one of the allowed values';
  }
  if (rule.type === 'boolean' && typeof value !== 'boolean' && value !== 0 && value !== 1) return 'must be true or false';
  if (rule.type === 'array' && !Array.isArray(value)) return 'must be a list';
  if (rule.type === 'object' && (typeof value !== 'object' || Array.isArray(value))) return 'must be an object';
  return null;
}

function parameterError(name: string, problem: string) {
  return Response.json({ code: PARAMETER_ERROR_CODE, message: `invalid parameter: ${name} ${problem}` }, { status: 200, headers: { 'Cache-Control': 'no-store' } });
}

/** Checks every /api request against its operation's rules (undocumented paths: the generic limits only). */
export function requestGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return parameterError('path', 'is not valid');
    }
    if (CONTROL.test(pathname)) return parameterError('path', 'contains a control character');
    const found = findOperation(c.req.method, url.pathname);
    const rules = found?.operation.rules;

    for (const [name, value] of Object.entries(found?.pathValues ?? {})) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return parameterError(name, 'is not valid');
      }
      const problem = textValueProblem(decoded, rules?.pathParams[name]);
      if (problem) return parameterError(name, problem);
    }
    for (const [name, value] of url.searchParams) {
      if (CONTROL.test(name) || name.length > 256) return parameterError('query', 'has an invalid name');
      const problem = textValueProblem(value, rules?.query[name]);
      if (problem) return parameterError(name, problem);
    }

    const type = c.req.header('content-type') ?? '';
    if (/^application\/(.+\+)?json/i.test(type) && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      let body: unknown;
      try {
        const text = await c.req.text();
        body = text.trim() === '' ? undefined : JSON.parse(text);
      } catch {
        return parameterError('body', 'is not valid JSON');
      }
      const problem = jsonValueProblem(body);
      if (problem) return parameterError('body', problem);
      if (body && typeof body === 'object' && !Array.isArray(body) && rules) {
        for (const [name, rule] of Object.entries(rules.body)) {
          const fieldProblem = bodyFieldProblem((body as Record<string, unknown>)[name], rule);
          if (fieldProblem) return parameterError(name, fieldProblem);
        }
      }
    }
    await next();
  };
}
