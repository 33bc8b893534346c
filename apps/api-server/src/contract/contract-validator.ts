// Validates real responses against the OpenAPI documents with a real JSON Schema validator
// (Ajv, draft 2020-12, which OpenAPI 3.1 uses). Route tests call expectContract() on every answer,
// and the coverage test checks that every documented operation was exercised.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { resolveWorkspaceRoot } from '../config/workspace-root';

type Json = Record<string, unknown>;

export interface ContractOperation {
  base: string;
  method: string;
  path: string;
  operationId: string;
  /** Server URL path of the base, e.g. `/api/ram/{app}/v1`. */
  serverPath: string;
  /** Matches a concrete request path (with the base prefix) to this operation. */
  pattern: RegExp;
  responses: Json;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function toPattern(serverPath: string, path: string): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = escape(serverPath + path).replace(/\\?\{[^}]+\\?\}/g, '[^/]+').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

export function loadContracts(workspaceRoot = resolveWorkspaceRoot()) {
  const dir = join(workspaceRoot, 'openapi');
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const operations: ContractOperation[] = [];
  // Each document is parsed once, and each response schema compiled once (a route test validates
  // thousands of answers: parsing a document per $ref and compiling per answer was ~60 % of the request
  // fuzz's CPU, and Ajv kept every compiled copy).
  const documents = new Map<string, Json>();
  const compiled = new Map<string, ReturnType<typeof ajv.compile> | null>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const base = file.replace(/\.yaml$/, '');
    const doc = parse(readFileSync(join(dir, file), 'utf8')) as Json;
    documents.set(base, doc);
    ajv.addSchema({ $id: `${base}.json`, components: (doc['components'] as Json) ?? {} });
    const servers = (doc['servers'] as Json[] | undefined) ?? [{ url: '/api' }];
    const serverPath = String(servers[0]?.['url'] ?? '/api');
    for (const [path, item] of Object.entries((doc['paths'] as Record<string, Json>) ?? {})) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const opServers = (op['servers'] as Json[] | undefined) ?? (item['servers'] as Json[] | undefined);
        // A server URL with variables (`{uploadBase}`) stands for its variables' defaults.
        const opServer = opServers?.[0];
        const variables = (opServer?.['variables'] as Record<string, Json> | undefined) ?? {};
        const sp = opServer
          ? String(opServer['url'] ?? serverPath).replace(/\{([^}]+)\}/g, (m, name: string) => String(variables[name]?.['default'] ?? m))
          : serverPath;
        operations.push({
          base,
          method: method.toUpperCase(),
          path,
          operationId: String(op['operationId']),
          serverPath: sp,
          pattern: toPattern(sp, path),
          responses: (op['responses'] as Json) ?? {},
        });
      }
    }
  }

  /** Rewrites local `#/components/...` refs to the base's registered schema. */
  function withBaseRefs(schema: unknown, base: string): unknown {
    if (Array.isArray(schema)) return schema.map((s) => withBaseRefs(s, base));
    if (schema && typeof schema === 'object') {
      return Object.fromEntries(
        Object.entries(schema as Json).map(([k, v]) =>
          k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? [k, `${base}.json${v}`] : [k, withBaseRefs(v, base)],
        ),
      );
    }
    return schema;
  }

  function find(method: string, pathname: string): ContractOperation | undefined {
    return operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(pathname));
  }

  /** Errors of a response body against its documented schema ([] when it matches). */
  function validate(op: ContractOperation, status: number, body: unknown): string[] {
    const responses = op.responses;
    const key = String(status) in responses ? String(status) : 'default';
    const response = responses[key] as Json | undefined;
    if (!response) return [`${op.operationId}: status ${status} is not documented`];
    const cacheKey = `${op.base} ${op.method} ${op.path} ${key}`;
    let check = compiled.get(cacheKey);
    if (check === undefined) {
      const resolved = (response['$ref'] ? resolveRef(op.base, String(response['$ref'])) : response) as Json;
      const content = resolved['content'] as Record<string, Json> | undefined;
      const schema = content?.['application/json']?.['schema'];
      check = schema ? ajv.compile(withBaseRefs(schema, op.base) as object) : null;
      compiled.set(cacheKey, check);
    }
    if (!check) return [];
    return check(body) ? [] : (check.errors ?? []).map((e) => `${op.operationId}${e.instancePath} ${e.message}`);
  }

  function resolveRef(base: string, ref: string): unknown {
    const doc = documents.get(base);
    return ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)?.[key], doc);
  }

  return { operations, find, validate };
}

export type Contracts = ReturnType<typeof loadContracts>;
