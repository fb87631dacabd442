// What PostgreSQL's backends were doing while a server waited on them: pg_stat_activity sampled every
// 10 ms, each backend's state counted as CPU (active, no wait), a wait event, or idle.
import pg from 'pg';

export async function sampledWaits<T>(databaseUrl: string, work: () => Promise<T>): Promise<{ result: T; waits: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `SELECT CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'CPU') ELSE state END AS what
         FROM pg_stat_activity WHERE backend_type = 'client backend' AND datname = current_database() AND pid <> pg_backend_pid()`,
      );
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      samples += rows.length;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const result = await work();
    return {
      result,
      waits: [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, count]) => `${what} ${Math.round((count / Math.max(1, samples)) * 1000) / 10}%`)
        .join(', '),
    };
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}
