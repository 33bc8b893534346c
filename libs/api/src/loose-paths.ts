// A `paths` type that accepts any path, method, query and body. Used to type a client whose
// generated contract is not available, and by tests that drive middleware with arbitrary paths.

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
