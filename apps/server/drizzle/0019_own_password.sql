ALTER TABLE "users" ADD COLUMN "own_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts past their first-time login signed in and chose their own password. Operation staff never
-- had that step: who chose theirs is not known, so it counts as their own (the owner sends a reset
-- link). When an account still on its first-time password first signed in is not known either:
-- an agent's SPEC §2 rule (no more once the account is active) covers those that are active.
UPDATE "users" SET "own_password" = NOT "first_login", "first_signed_in_at" = CASE WHEN "first_login" THEN NULL ELSE "updated_at" END;
