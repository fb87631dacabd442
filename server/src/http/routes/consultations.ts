import type { FastifyInstance } from 'fastify';
import { consultingMembers, readSlotRules } from '../../consultations/repository';
import { slotsByVisitorDay } from '../../consultations/slots';
import { readTeamSettings } from '../../team/settings';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';

// GET /api/consultations/slots?zone=Asia/Kolkata   the free consultation times of the visitor's coming days -> 200 | 400

export async function consultationRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  route('GET /api/consultations/slots', async ({ query: { zone } }, reply) => {
    const now = clock.now();
    const [rules, team, members] = await Promise.all([readSlotRules(db), readTeamSettings(db), consultingMembers(db, now)]);
    // Times are taken as they are offered: an answer kept anywhere would offer a time already gone.
    reply.header('Cache-Control', 'no-store');
    return {
      zone,
      teamZone: team.timeZone,
      lengthMinutes: rules.lengthMinutes,
      days: slotsByVisitorDay({ now, rules, teamZone: team.timeZone, teamHours: team.workingHours, members, visitorZone: zone }),
    };
  });
}
