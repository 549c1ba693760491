-- Checkout numbers its order at the end of the order's transaction (ADR 0025, "Order and invoice
-- numbers at commit" in docs/performance.md): the insert names order_number 0, which this trigger
-- turns into "not yet", and the commit step's last statement before COMMIT takes the store's next
-- order and invoice numbers together and writes both on the order. The store's counter rows are
-- then locked for that statement and the commit only, not from the order's insert on. Every other
-- insert (renewals, seeds, tests) is numbered by this trigger as before.
CREATE OR REPLACE FUNCTION orders_assign_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment_status = 'pending' AND NEW.status <> 'pending' THEN
    NEW.payment_status := CASE
      WHEN NEW.status = 'refunded' THEN 'refunded'
      WHEN NEW.status = 'partially_refunded' THEN 'partially_refunded'
      WHEN NEW.status = 'cancelled' THEN 'voided'
      ELSE 'paid'
    END;
  END IF;
  IF NEW.fulfillment_status = 'unfulfilled' AND NEW.status IN ('shipped', 'delivered', 'completed') THEN
    NEW.fulfillment_status := 'fulfilled';
  END IF;
  IF NEW.order_number = 0 THEN
    NEW.order_number := NULL;
    RETURN NEW;
  END IF;
  IF NEW.order_number IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.payment_intent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM orders o
    WHERE o.payment_provider = NEW.payment_provider AND o.payment_intent_id = NEW.payment_intent_id
  ) THEN
    RETURN NEW;
  END IF;
  INSERT INTO order_number_sequences AS s (tenant_id, last_number) VALUES (NEW.tenant_id, 1001)
    ON CONFLICT (tenant_id) DO UPDATE SET last_number = s.last_number + 1
    RETURNING s.last_number INTO NEW.order_number;
  RETURN NEW;
END
$$;
