// An operation that takes no API key says so with `security: []` on itself (the health check): it then has no
// role, no approval and no 401 to document. An absent `security` is not that: it must be stated.
export const takesNoKey = (operation) =>
  Array.isArray(operation?.security) && operation.security.length === 0;
