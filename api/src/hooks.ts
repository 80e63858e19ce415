/**
 * How a lower module lets a higher one take part in what it does without importing it (the
 * module layers in docs/architecture.md). The lower module declares the hook next to the code
 * that calls it; module-wiring.ts attaches the higher module's handler when the app is built.
 * Plain in-process calls, awaited in order with the caller's arguments: a handler given a
 * transaction writes in it, so it commits or rolls back with the caller's rows.
 */

/** Something that happened, for any number of listeners (none is fine). */
export class Hook<Args extends unknown[]> {
  readonly #handlers = new Map<string, (...args: Args) => Promise<void>>();

  constructor(readonly name: string) {}

  /** Attaches the handler `owner` names; attaching again under that name replaces it. */
  on(owner: string, handler: (...args: Args) => Promise<void>): void {
    this.#handlers.set(owner, handler);
  }

  /** Calls every handler in the order attached, each after the previous one finished. */
  async run(...args: Args): Promise<void> {
    for (const handler of this.#handlers.values()) await handler(...args);
  }
}

/**
 * What a lower module needs done by exactly one higher module. Unlike a Hook it may not be
 * missing: a comment saved without its publishing checks would be a silent hole, so asking
 * before the app wired it throws.
 */
export class Provided<T> {
  #value: T | undefined;

  constructor(readonly name: string) {}

  provide(value: T): void {
    this.#value = value;
  }

  get(): T {
    if (this.#value === undefined) {
      throw new Error(`${this.name} is not provided: buildApp wires it (module-wiring.ts).`);
    }
    return this.#value;
  }
}
