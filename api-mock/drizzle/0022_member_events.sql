CREATE TABLE "member_event_heads" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_events_member_id_seq_pk" PRIMARY KEY("member_id","seq")
);
--> statement-breakpoint
ALTER TABLE "member_event_heads" ADD CONSTRAINT "member_event_heads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_events_created_idx" ON "member_events" USING btree ("created_at");--> statement-breakpoint
-- The append of the members' event logs (src/features/realtime/event-log.ts), one round trip per change.
-- p_events: [{member, event}] in the order each member gets them; p_unread_for: [member], each of whom then
-- gets their unread total as an event, read after their head is locked. Answers the stored events, numbered.
CREATE FUNCTION append_member_events(p_events jsonb, p_unread_for jsonb, p_at timestamptz)
RETURNS TABLE (logged_member integer, logged_seq integer, logged_event jsonb) LANGUAGE plpgsql AS $$
BEGIN
  -- The heads, in member order: every change takes them last and in this order, so appends never wait on
  -- each other in a circle. An upsert that changes nothing still locks the row, and makes a member's first.
  INSERT INTO member_event_heads AS head (member_id, seq)
  SELECT member, 0 FROM (
    SELECT (entry->>'member')::integer AS member FROM jsonb_array_elements(p_events) AS entry
    UNION
    SELECT value::integer FROM jsonb_array_elements_text(p_unread_for)
  ) AS members
  ORDER BY member
  ON CONFLICT (member_id) DO UPDATE SET seq = head.seq;

  -- A new statement reads a new snapshot: the unread totals include every commit before the heads' lock.
  RETURN QUERY
  WITH wanted AS (
    SELECT (given.entry->>'member')::integer AS member, given.entry->'event' AS event, given.ord
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS given(entry, ord)
    UNION ALL
    SELECT totals.member::integer,
      jsonb_build_object('type', 'unread', 'total_unread_messages', member_unread_total(totals.member::integer)),
      jsonb_array_length(p_events) + totals.ord
    FROM jsonb_array_elements_text(p_unread_for) WITH ORDINALITY AS totals(member, ord)
  ),
  numbered AS (
    SELECT wanted.member, wanted.event, wanted.ord,
      (head.seq + row_number() OVER (PARTITION BY wanted.member ORDER BY wanted.ord))::integer AS seq
    FROM wanted JOIN member_event_heads AS head ON head.member_id = wanted.member
  ),
  stored AS (
    INSERT INTO member_events (member_id, seq, event, created_at)
    SELECT numbered.member, numbered.seq, numbered.event, p_at FROM numbered
  ),
  moved AS (
    UPDATE member_event_heads AS head SET seq = newest.seq
    FROM (SELECT numbered.member, max(numbered.seq) AS seq FROM numbered GROUP BY numbered.member) AS newest
    WHERE head.member_id = newest.member
  )
  SELECT numbered.member, numbered.seq, numbered.event FROM numbered ORDER BY numbered.ord;
END
$$;
