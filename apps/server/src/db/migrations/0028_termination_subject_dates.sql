-- A termination notice's queue title is its address and end date; the end date is now written as
-- every date is shown (D.M.YYYY), so the titles written before say it the same way.
UPDATE "termination_notices"
SET "subject" = left("subject", length("subject") - 10) || to_char("end_date", 'FMDD.FMMM.YYYY')
WHERE right("subject", 10) = to_char("end_date", 'YYYY-MM-DD');
