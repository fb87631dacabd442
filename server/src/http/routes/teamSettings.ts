import type { FastifyInstance } from 'fastify';
import { announceAgents } from '../../chat/agentPresence';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { readTeamSettings, saveTeamSettings } from '../../team/settings';

// PUT /api/staff/me/availability  { availability: 'available' | 'away' } -> 200 { availability }; any member; visitors are told whether the team is online
// GET /api/staff/settings         -> 200 TeamSettings; admins
// PUT /api/staff/settings         TeamSettings (the whole object) -> 200 TeamSettings | 400 { error, fields }; admins; visitors are told again (the hours may have changed)
export async function teamSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, io } = deps;

  route('PUT /api/staff/me/availability', async (request) => {
    const [row] = await db.query<{ availability: 'available' | 'away' }>('UPDATE staff_accounts SET availability = $2 WHERE id = $1 RETURNING availability', [
      request.staff!.id,
      request.body.availability,
    ]);
    await announceAgents(io);
    return { availability: row!.availability };
  });

  route('GET /api/staff/settings', async () => readTeamSettings(db));

  route('PUT /api/staff/settings', async (request) => {
    const saved = await saveTeamSettings(db, request.body);
    await announceAgents(io);
    return saved;
  });
}
