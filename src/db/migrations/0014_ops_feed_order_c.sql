-- The ops feed orders by id in the "C" collation, which only this index serves, so a
-- statistics snapshot taken before another tenant's burst of messages can no longer
-- steer the feed onto a backward walk of the primary key (bench/README.md).
DROP INDEX "ops_messages_tenant_idx";--> statement-breakpoint
CREATE INDEX "ops_messages_tenant_feed_idx" ON "ops_messages" USING btree ("tenant_id","environment","id" collate "C");