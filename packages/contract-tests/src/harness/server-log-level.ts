/** The servers' log level in the suite: silent unless CAMBIO_LOG_LEVEL asks for lines (`info`: every request). */
export function serverLogLevel(): string {
  return process.env.CAMBIO_LOG_LEVEL || 'silent';
}
