-- A turn's two messages follow the message the save read last (follows_id): unique in a
-- conversation, so two tabs saving a turn from the same transcript cannot both store it,
-- and the second re-checks the conversation's limits (saveTurn, docs/architecture.md).
ALTER TABLE "conversation_messages" ADD COLUMN "follows_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_follows_idx" ON "conversation_messages" USING btree ("conversation_id","follows_id");