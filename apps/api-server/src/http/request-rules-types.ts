// The shape of the generated request rules (src/generated/request-rules.ts): what each operation of
// openapi/ accepts, as far as a request is checked before its handler runs.
export interface ValueRule {
  type?: 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object';
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  enum?: readonly unknown[];
  required?: boolean;
}

export interface OperationRules {
  operationId: string;
  method: string;
  /** Full request path with `{name}` parameters, e.g. `/api/article/detail`. */
  path: string;
  query: Readonly<Record<string, ValueRule>>;
  pathParams: Readonly<Record<string, ValueRule>>;
  /** Top-level JSON body fields. */
  body: Readonly<Record<string, ValueRule>>;
}
