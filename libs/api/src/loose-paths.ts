// A `paths` type that accepts any path, method, query and body, for tests that drive middleware
// through a real openapi-fetch client with arbitrary paths (the real clients use generated types).

type LooseOperation = {
  parameters: {
    query?: Record<string, unknown>;
    header?: Record<string, unknown>;
    path?: Record<string, unknown>;
    cookie?: Record<string, unknown>;
  };
  requestBody?: { content: { 'application/json': unknown; 'multipart/form-data': unknown } };
  responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': unknown } } };
};

type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export type LoosePaths = Record<string, Record<Method, LooseOperation>>;
