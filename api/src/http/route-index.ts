/**
 * Which methods each registered path answers, so that a request with the wrong method can
 * get 405 and an Allow header instead of 404 (Fastify itself only knows "no route").
 */
export class RouteIndex {
  readonly #routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(methods: string | string[], url: string): void {
    // Catch-alls (the SPA's /*, CORS's OPTIONS *) match every path: they say nothing
    // about which methods a given resource supports.
    if (url === '*' || url === '/*') return;
    let route = this.#routes.get(url);
    if (!route) {
      route = { pattern: toPattern(url), methods: new Set() };
      this.#routes.set(url, route);
    }
    for (const method of Array.isArray(methods) ? methods : [methods]) route.methods.add(method);
  }

  /** The methods some route accepts for this path, sorted; empty when no route matches. */
  allowedMethods(path: string): string[] {
    const allowed = new Set<string>();
    for (const { pattern, methods } of this.#routes.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  }
}

function toPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment.endsWith('*')) return `${escape(segment.slice(0, -1))}.*`;
      return escape(segment);
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
