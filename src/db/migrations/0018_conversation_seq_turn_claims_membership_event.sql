-- A burst of messages broke a conversation for good: a save linked its turn to max(id), and
-- ids are made before the insert (and by each process's clock), so a turn stored late
-- followed a message that already had a follower, and every later turn collided with
-- conversation_messages_follows_idx. The transcript's order is now its own column (seq),
-- a save stores its turn right after the message its reply read, or nothing; and a turn
-- in progress holds a claim that refuses another at once (docs/participants.md).
CREATE TABLE "conversation_turn_claims" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment" text NOT NULL,
	"turn_id" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "seq" integer;--> statement-breakpoint
-- Every stored conversation, broken ones included, becomes one chain in the order of its
-- ids (the order its readers showed it in): seq counts from 0, follows_id is the one before.
DROP INDEX "conversation_messages_follows_idx";--> statement-breakpoint
UPDATE "conversation_messages" m
SET "seq" = o.seq, "follows_id" = o.prev
FROM (
	SELECT id,
		(row_number() OVER (PARTITION BY conversation_id ORDER BY id))::int - 1 AS seq,
		lag(id) OVER (PARTITION BY conversation_id ORDER BY id) AS prev
	FROM "conversation_messages"
) o
WHERE m.id = o.id;--> statement-breakpoint
ALTER TABLE "conversation_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
DROP INDEX "conversation_messages_conversation_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_seq_idx" ON "conversation_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_follows_idx" ON "conversation_messages" USING btree ("conversation_id","follows_id");--> statement-breakpoint
-- A membership event made before the last one applied (a delivery retried late) changes nothing.
ALTER TABLE "memberships" ADD COLUMN "last_event_at" timestamp with time zone;
