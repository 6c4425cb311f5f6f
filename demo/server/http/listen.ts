/**
 * The address the demo store listens on: the loopback only, unless `HOST` names another (`HOST=0.0.0.0` to show
 * the store to another machine). Its test API and its stand-in payments are not for a network.
 */
export function listenHost(env: Record<string, string | undefined>): string {
  return env.HOST?.trim() || '127.0.0.1';
}
