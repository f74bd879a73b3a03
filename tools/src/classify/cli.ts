#!/usr/bin/env node
import { classifyCli } from './cli-run';

/** `npm run classify -- [options] <paths…>`: one JSON Event per line on stdout (see --help). */
process.exitCode = classifyCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
