import { captureCommands, describeCommand, explainCommand } from '@nes/bench-kit';
import type { MongoClient } from 'mongodb';
import type { Server } from 'node:http';
import { createApp } from '../src/app';

/**
 * The plan of every database command one request of a scenario sends: the request runs once
 * through the query service's own app in this process, on a client whose commands are captured,
 * and each captured command is explained on the engine under test. So the bench reports what the
 * service really sends, never a restatement of it.
 */
export interface CommandPlan {
  command: string;
  plan: string;
  indexed: boolean;
}

export async function planRequests(
  client: MongoClient,
  dbName: string,
  cursorSecret: string,
  authHeader: Record<string, string>,
  paths: Array<{ scenario: string; path: string }>,
): Promise<Map<string, CommandPlan[]>> {
  const db = client.db(dbName);
  const { app } = createApp({ db, cursorSecret });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as { port: number }).port;
  const capture = captureCommands(client);
  const out = new Map<string, CommandPlan[]>();
  try {
    for (const { scenario, path } of paths) {
      capture.label(scenario);
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: authHeader });
      if (res.status !== 200) throw new Error(`${scenario}: ${path} answered ${res.status}: ${await res.text()}`);
    }
  } finally {
    capture.stop();
    await new Promise((r) => server.close(r));
  }
  for (const c of capture.commands) {
    // The key lookup and the rate-limit counter run on every request: reported once, under "auth".
    const coll = String(c.command[c.name]);
    const label = coll === 'api_keys' || coll === 'rate_limits' ? 'auth + rate limit' : c.label;
    const { verdict, asFind } = await explainCommand(db, c.command);
    const plans = out.get(label) ?? [];
    const command = describeCommand(c).replace(`${c.label}: `, '');
    const plan = `${verdict.nodes.join(' → ')}${asFind ? ' (explained as its find)' : ''}${verdict.indexed ? '' : ` — ${verdict.problems.join(', ')}`}`;
    if (!plans.some((p) => p.command === command && p.plan === plan))
      plans.push({ command, plan, indexed: verdict.indexed });
    out.set(label, plans);
  }
  return out;
}
