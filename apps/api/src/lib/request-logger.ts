import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Write = (...args: unknown[]) => void;

/** pino's level values: a line is written when its level's value reaches the logger's. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

/** pino answers whether a level is written; a logger without the question writes everything. */
const writes = (logger: FastifyBaseLogger, level: Level): boolean => {
  const asked = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return asked === undefined || asked.call(logger, level);
};

/**
 * A request's logger (`request.log`) that becomes pino's child, with the request's id bound, only
 * when something is written at a level the app writes. pino's child stringifies and redacts the
 * bindings as it is made: 2 to 3 µs of a health check's 25, on every request, for a log line that
 * at the usual `warn` level is never written (decision 006). Its lines are pino's child's own.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  /** A route's own level (the static files' is `warn`), when it has one. */
  readonly #routeLevel: string | undefined;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, routeLevel?: string) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#routeLevel = routeLevel;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(
      this.#bindings,
      this.#routeLevel === undefined ? undefined : { level: this.#routeLevel },
    );
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#routeLevel !== undefined && (LEVEL_VALUES[level] ?? 0) < (LEVEL_VALUES[this.#routeLevel] ?? 0))
      return;
    if (this.#child === undefined && !writes(this.#parent, level)) return;
    const logger = this.#real();
    const write: Write = logger[level];
    write.apply(logger, args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. Only a route's level is passed on (the static files log at
 * `warn`, so a page view is not thirty lines at `info`); no route sets its own serializers.
 */
export const requestLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildOptions,
): FastifyBaseLogger => new RequestLogger(logger, bindings, options?.level);
