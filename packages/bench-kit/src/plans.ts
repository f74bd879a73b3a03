import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inspectPlan, type PlanVerdict } from '@nes/platform';
import type { CommandStartedEvent, Db, Document, MongoClient } from 'mongodb';

/**
 * For plan tests and the query bench: what the services send, captured from the driver, explained
 * on the real engine.
 * Small tables may be planned as scans, so plan tests load tens of thousands of documents and then
 * make sure the engine has statistics for them.
 */

/** PostgreSQL statistics after a bulk load (FerretDB v2 / DocumentDB: NES_PG_URL set); MongoDB needs none. */
export async function ensureStatistics(): Promise<void> {
  const url = process.env.NES_PG_URL;
  if (!url) return;
  await promisify(execFile)('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', 'ANALYZE'], { timeout: 120_000 });
}

/** Commands that read or update (what a plan is about); writes by insert and housekeeping are left out. */
const PLANNED = new Set(['find', 'aggregate', 'count', 'findAndModify', 'update', 'delete', 'distinct']);

export interface CapturedCommand {
  label: string;
  name: string;
  command: Document;
}

/** Records every planned command the client sends, tagged with the label current at the time. */
export function captureCommands(client: MongoClient): {
  commands: CapturedCommand[];
  label(l: string): void;
  stop(): void;
} {
  const commands: CapturedCommand[] = [];
  let current = 'unlabelled';
  const on = (e: CommandStartedEvent) => {
    if (!PLANNED.has(e.commandName)) return;
    commands.push({ label: current, name: e.commandName, command: e.command });
  };
  client.on('commandStarted', on);
  return { commands, label: (l) => void (current = l), stop: () => void client.off('commandStarted', on) };
}

/** The command as the server would run it, without the session / cluster fields the driver adds. */
function bare(command: Document): Document {
  return Object.fromEntries(
    Object.entries(command).filter(
      ([k]) => !k.startsWith('$') && !['lsid', 'txnNumber', 'apiVersion', 'maxTimeMS'].includes(k),
    ),
  );
}

/**
 * The read an update starts with, as a find: FerretDB cannot explain findAndModify / update, and
 * what the plan is about is how the document to update is found.
 */
export function readPartOf(command: Document): Document | null {
  if (command.findAndModify)
    return {
      find: command.findAndModify,
      filter: command.query ?? {},
      ...(command.sort ? { sort: command.sort } : {}),
      limit: 1,
    };
  if (command.update && Array.isArray(command.updates) && command.updates.length === 1)
    return { find: command.update, filter: command.updates[0].q };
  return null;
}

export async function explainCommand(
  db: Db,
  command: Document,
): Promise<{ verdict: PlanVerdict; reply: Document; asFind: boolean }> {
  try {
    const reply = await db.command({ explain: bare(command), verbosity: 'queryPlanner' });
    return { verdict: inspectPlan(reply), reply, asFind: false };
  } catch (err) {
    const read = readPartOf(command);
    if (!read || !/not supported|not implemented/i.test((err as Error).message)) throw err;
    const reply = await db.command({ explain: read, verbosity: 'queryPlanner' });
    return { verdict: inspectPlan(reply), reply, asFind: true };
  }
}

/** A short form of a command for failure messages (filter / sort / the update's query). */
export function describeCommand(c: CapturedCommand): string {
  const cmd = c.command;
  // The driver sends sort specs as Maps (key order matters), which JSON would print as {}.
  const sort = cmd.sort instanceof Map ? Object.fromEntries(cmd.sort) : cmd.sort;
  const pick = {
    filter: cmd.filter ?? cmd.query ?? cmd.updates?.[0]?.q ?? cmd.deletes?.[0]?.q ?? cmd.pipeline,
    sort,
    hint: cmd.hint,
    limit: cmd.limit,
  };
  return `${c.label}: ${c.name} ${cmd[c.name]} ${JSON.stringify(pick)}`;
}
