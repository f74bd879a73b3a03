import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A command's arguments, read the same way by every tool and benchmark: `--help` (or -h) prints
 * the usage on stdout and exits 0 before anything is loaded, built or started; an unknown option,
 * a missing value or an unexpected argument prints the reason and the usage on stderr and exits 2.
 * Options are node:util parseArgs options (strict).
 */
type CliOptions = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends CliOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: boolean; strict: true }>
>;

export function parseCli<const O extends CliOptions>(
  usage: string,
  options: O,
  { positionals = false, argv = process.argv.slice(2) }: { positionals?: boolean; argv?: string[] } = {},
): Parsed<O> {
  const end = argv.indexOf('--');
  const own = end < 0 ? argv : argv.slice(0, end);
  if (own.includes('--help') || own.includes('-h')) {
    process.stdout.write(`${usage.trimEnd()}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({ args: argv, options, allowPositionals: positionals, strict: true });
  } catch (e) {
    return usageError((e as Error).message, usage);
  }
}

/** A usage error found after parsing (a malformed number, say): reason and usage on stderr, exit 2. */
export function usageError(reason: string, usage: string): never {
  process.stderr.write(`${reason}\n${usage.trimEnd()}\n`);
  process.exit(2);
}

/** A number option: its value, the default when absent; not a finite number ≥ min is a usage error. */
export function numberOption(raw: string | undefined, name: string, dflt: number, usage: string, min = 0): number {
  if (raw === undefined) return dflt;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < min)
    usageError(`--${name} needs a number ≥ ${min}, got "${raw}"`, usage);
  return n;
}
