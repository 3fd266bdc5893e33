-- Migration 0006, 2026-11-23: where an enquiry came from ('form' for the contact forms, 'chat' for an assistant handoff).

ALTER TABLE enquiries ADD COLUMN channel TEXT NOT NULL DEFAULT 'form';
