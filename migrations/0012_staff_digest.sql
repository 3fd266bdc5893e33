-- Migration 0012, 2026-11-26: staff notification emails beyond a few an hour go into one digest.
-- staff_notice: NULL (no staff email: none configured, or the enquiry was held past the hourly ceiling), 'sent' (its own
-- email, or included in a digest that was sent), 'digest' (waiting for the next digest), or 'claimed:<id>' (being sent in
-- a digest right now; put back to 'digest' if that send fails).
ALTER TABLE enquiries ADD COLUMN staff_notice TEXT;
CREATE INDEX enquiries_staff_notice_idx ON enquiries (staff_notice);
