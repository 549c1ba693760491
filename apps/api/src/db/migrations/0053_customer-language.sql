-- A signed-in shopper's language (docs/decisions/0095): set from the page's language when checkout
-- makes their account, changed on the account page; account e-mails are written in it, and it
-- becomes the shopper's language cookie when they sign in without one. Null: none chosen yet.
ALTER TABLE "users" ADD COLUMN "preferred_language" varchar(8);
