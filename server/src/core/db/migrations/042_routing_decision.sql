-- Routing's decision, taken inside the database in one statement (server/src/assignment/assignment.ts).
-- It locks the member it gives a conversation to (their staff_accounts row, FOR UPDATE) and counts
-- their open conversations under that lock, so no member passes the cap and decisions for different
-- members run side by side, on every node. Taken in one call, the lock is held for the call alone:
-- never across a round trip to a busy node, where a burst of decisions would queue behind it.
--
-- Nothing is decided while the team's auto-assignment is off. The first member in line (the fewest open conversations, then the longest since their last) is
-- locked; one another decision holds is skipped for the next, and when every one who could take it
-- is held, the decision waits for the first. A member found full under the lock is passed over.
-- The conversation changes hands only if it is still open and unassigned, so none is given twice.
-- Returns the member and the id of the line the visitor sees ("<name> joined the conversation",
-- from the template `joined_line`), or no row when nobody can take it or it was taken meanwhile.

-- Who can take a conversation when it is decided, first in line first: active, Available, a console
-- open, a seller (one of `roles`), under the cap, and not passed over already.
CREATE FUNCTION routing_line(decided_at timestamptz, cap integer, roles text[], passed uuid[])
RETURNS TABLE (staff_id uuid, place bigint) LANGUAGE sql STABLE AS $$
  SELECT a.id, row_number() OVER (ORDER BY o.open, a.last_assigned_at NULLS FIRST, a.id)
  FROM staff_accounts a CROSS JOIN LATERAL (SELECT count(*) AS open FROM chat_rooms r WHERE r.agent_id = a.id AND r.status = 'open') o
  WHERE a.deactivated_at IS NULL AND a.availability = 'available' AND a.role = ANY (roles) AND o.open < cap AND NOT (a.id = ANY (passed))
    AND EXISTS (SELECT 1 FROM staff_presence p WHERE p.staff_id = a.id AND p.consoles > 0 AND p.seen_until > decided_at)
$$;

CREATE FUNCTION route_conversation(conversation bigint, decided_at timestamptz, roles text[], joined_line text)
RETURNS TABLE (member_id uuid, joined_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  passed uuid[] := '{}';
  chosen record;
  cap integer;
BEGIN
  SELECT agent_cap INTO cap FROM team_settings WHERE id AND auto_assign;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  LOOP
    SELECT a.id, a.display_name INTO chosen FROM routing_line(decided_at, cap, roles, passed) l JOIN staff_accounts a ON a.id = l.staff_id
    ORDER BY l.place LIMIT 1 FOR UPDATE OF a SKIP LOCKED;
    IF NOT FOUND THEN
      SELECT a.id, a.display_name INTO chosen FROM routing_line(decided_at, cap, roles, passed) l JOIN staff_accounts a ON a.id = l.staff_id
      ORDER BY l.place LIMIT 1 FOR UPDATE OF a;
      IF NOT FOUND THEN
        RETURN;
      END IF;
    END IF;
    -- Each statement here sees what committed before it: this count includes every decision that held the member first.
    IF (SELECT count(*) FROM chat_rooms r WHERE r.agent_id = chosen.id AND r.status = 'open') < cap THEN
      UPDATE chat_rooms SET agent_id = chosen.id, agent_name = chosen.display_name, assigned_at = decided_at, handover_by = NULL, handover_note = NULL
      WHERE id = conversation AND status = 'open' AND agent_id IS NULL;
      IF NOT FOUND THEN
        RETURN;
      END IF;
      UPDATE staff_accounts SET last_assigned_at = decided_at WHERE id = chosen.id;
      INSERT INTO chat_messages (room_id, sender_role, content, created_at) VALUES (conversation, 'system', format(joined_line, chosen.display_name), decided_at)
      RETURNING id INTO joined_id;
      UPDATE chat_rooms SET last_activity_at = decided_at WHERE id = conversation;
      INSERT INTO audit_log (at, action, subject, detail) VALUES (decided_at, 'assigned', 'conversation:' || conversation, 'to ' || chosen.display_name);
      member_id := chosen.id;
      RETURN NEXT;
      RETURN;
    END IF;
    passed := passed || chosen.id;
  END LOOP;
END $$;
