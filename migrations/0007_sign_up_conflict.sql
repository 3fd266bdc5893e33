-- Migration 0007, 2026-11-23: when a sign-up for a never-verified address came with a password that does not match the
-- account's. Its verification link then proves the mailbox but not whose password the account holds, so verifying
-- clears the password and name and leads to choosing a new password (src/server/auth/accounts.ts). NULL otherwise;
-- cleared whenever the address is proven (verification link, password reset, Google).

ALTER TABLE users ADD COLUMN sign_up_conflict_at INTEGER;
