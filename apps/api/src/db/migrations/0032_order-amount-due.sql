-- An order edited after payment (modules/order-edits) may cost more than was paid: what the shopper
-- still owes is kept on the order until paid. Never negative (a lower total is refunded instead).
ALTER TABLE "orders" ADD COLUMN "amount_due_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_due_not_negative" CHECK ("orders"."amount_due_minor" >= 0);
