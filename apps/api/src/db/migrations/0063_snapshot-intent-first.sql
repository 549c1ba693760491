-- A checkout snapshot is found by its payment intent's id alone: the shopper's calls (details,
-- confirm) and the card's store lookup do not name the provider (intent ids are random and
-- provider-wide). With the provider first, the unique index could only be read whole for that, a
-- cost that grew with every snapshot kept (docs/performance.md). The same pair, the id first.
ALTER TABLE "checkout_snapshots" DROP CONSTRAINT "checkout_snapshots_intent";--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD CONSTRAINT "checkout_snapshots_intent" UNIQUE("payment_intent_id","provider");
