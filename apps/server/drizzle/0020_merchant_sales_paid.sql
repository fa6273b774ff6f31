-- Issue 26: a merchant's paid sales (the recruitment allowance's) are counted as the sales reports
-- count them (docs/adr/0014): each paid order's total after the cash rounding, points at their RM
-- value, less what refunds gave back in money and in points (their order_refund postings'
-- merchant_redemption legs). Recomputed once from the raw rows; reached_at is left as it was.
UPDATE "merchant_sales" ms SET "paid_sen" =
  coalesce((SELECT sum(o."total_sen" + o."rounding_sen") FROM "orders" o
    WHERE o."merchant_id" = ms."merchant_id" AND o."paid_at" IS NOT NULL AND o."payment_status" IN ('paid', 'refunded')), 0)
  - coalesce((SELECT sum(r."amount_sen") FROM "refunds" r WHERE r."merchant_id" = ms."merchant_id"), 0)
  - coalesce((SELECT sum(e."amount_sen") FROM "refunds" r
    JOIN "ledger_transactions" t ON t."kind" = 'order_refund' AND t."ref" = r."id"::text
    JOIN "ledger_entries" e ON e."transaction_id" = t."id"
    JOIN "ledger_accounts" a ON a."id" = e."account_id" AND a."key" = 'merchant_redemption:' || r."merchant_id"
    WHERE r."merchant_id" = ms."merchant_id"), 0);
