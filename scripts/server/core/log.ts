const order = { debug: 0, info: 1, warn: 2, error: 3 } as const;
export type Level = keyof typeof order;

export interface Logger {
  debug(msg: string): void;
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** Plain one-line logs to stderr, filtered by Flipt's `log.level`. */
export function createLogger(level: Level): Logger {
  const at = (l: Level) => (msg: string) => {
    if (order[l] >= order[level]) process.stderr.write(`${l.toUpperCase()} ${msg}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
